import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BoardOrder } from '@island-eats/api-client';
import { Button, EmptyState, Loader, VisuallyHidden } from '@island-eats/ui';
import { BoardMenu } from './board-menu';
import { BoardStaff } from './board-staff';
import { OrderCard } from './order-card';
import { allowSound } from './ring';
import type { StaffSession } from './staff-session';
import { useBoard, type Connection } from './use-board';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Today = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  div {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  section {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const State = styled.p<{ $live: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.warning)};
`;

const Views = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[4]};
  select {
    min-height: 44px;
    font: inherit;
  }
`;

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Connection lost: reconnecting…',
};

/** The board's columns, by where an order stands. */
const COLUMNS: { title: string; statuses: string[]; oldestFirst: boolean }[] = [
  // the kitchen works the longest-waiting order first; what is done reads newest first
  { title: 'New', statuses: ['placed'], oldestFirst: true },
  { title: 'Preparing', statuses: ['confirmed'], oldestFirst: true },
  { title: 'Ready', statuses: ['ready_for_pickup'], oldestFirst: true },
  {
    title: 'Done today',
    statuses: ['picked_up', 'delivered', 'rejected', 'cancelled'],
    oldestFirst: false,
  },
];

/**
 * Ticks every 30 s, for the cards' 'how long ago', from `from`: the page server's page and the
 * browser's first render say the same.
 */
function useNow(from: number): number {
  const [now, setNow] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  session: StaffSession;
  onSignOut: () => void;
  onSignedOut: () => void;
}

/**
 * The restaurant's live order board (issue 36): new orders ring and count in the tab's title;
 * each moves on from its card; today's orders and takings on top.
 */
export function OrderBoard({ session, onSignOut, onSignedOut }: Props) {
  const { orders, today, connection, announcement, readAt, put } = useBoard(
    session.token,
    onSignedOut,
  );
  const now = useNow(readAt);
  const [sound, setSound] = useState(false);
  const [view, setView] = useState<'orders' | 'menu' | 'staff'>('orders');
  const { member } = session;
  const [menuOutlet, setMenuOutlet] = useState(member.outlets[0]?.id ?? 0);
  const column = (statuses: string[], oldestFirst: boolean): BoardOrder[] => {
    const shown = (orders ?? []).filter((order) => statuses.includes(order.status));
    return oldestFirst ? shown.reverse() : shown;
  };

  return (
    <>
      <Bar>
        <div>
          <h1>Orders · {member.restaurantName}</h1>
          <p>
            {member.name} ({member.role === 'owner' ? 'owner' : 'staff'}) ·{' '}
            {member.outlets.map((outlet) => outlet.name).join(', ')}
          </p>
        </div>
        <State $live={connection === 'live'} role="status">
          {CONNECTION_TEXT[connection]}
        </State>
        <div>
          {!sound && (
            <Button
              variant="secondary"
              onClick={() => {
                allowSound();
                setSound(true);
              }}
            >
              Sound on
            </Button>
          )}{' '}
          <Button variant="ghost" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </Bar>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Views aria-label="Board">
        <Button
          variant={view === 'orders' ? 'primary' : 'secondary'}
          aria-pressed={view === 'orders'}
          onClick={() => setView('orders')}
        >
          Orders
        </Button>
        <Button
          variant={view === 'menu' ? 'primary' : 'secondary'}
          aria-pressed={view === 'menu'}
          onClick={() => setView('menu')}
        >
          Menu and availability
        </Button>
        {member.role === 'owner' && (
          <Button
            variant={view === 'staff' ? 'primary' : 'secondary'}
            aria-pressed={view === 'staff'}
            onClick={() => setView('staff')}
          >
            Staff
          </Button>
        )}
        {view === 'menu' && member.outlets.length > 1 && (
          <select
            aria-label="Outlet"
            value={menuOutlet}
            onChange={(event) => setMenuOutlet(Number(event.target.value))}
          >
            {member.outlets.map((outlet) => (
              <option key={outlet.id} value={outlet.id}>
                {outlet.name}
              </option>
            ))}
          </select>
        )}
      </Views>
      {view === 'staff' ? (
        <BoardStaff session={session} />
      ) : view === 'menu' ? (
        <BoardMenu token={session.token} outletId={menuOutlet} />
      ) : (
        <>
          <h2>Today</h2>
          <Today>
            {today.map((outlet) => (
              <div key={outlet.outletId}>
                <dt>{outlet.outletName}</dt>
                <dd>
                  {outlet.orders} order{outlet.orders === 1 ? '' : 's'} · {outlet.takings}
                </dd>
              </div>
            ))}
          </Today>
          {orders === null ? (
            <Loader label="Loading orders" />
          ) : (
            <Columns>
              {COLUMNS.map(({ title, statuses, oldestFirst }) => {
                const shown = column(statuses, oldestFirst);
                return (
                  <section key={title} aria-label={`${title} (${shown.length})`}>
                    <h2>
                      {title} ({shown.length})
                    </h2>
                    {shown.length === 0 && <EmptyState>No orders here.</EmptyState>}
                    {shown.map((order) => (
                      <OrderCard
                        key={order.orderId}
                        order={order}
                        token={session.token}
                        now={now}
                        showOutlet={member.outlets.length > 1}
                        onChanged={put}
                      />
                    ))}
                  </section>
                );
              })}
            </Columns>
          )}
        </>
      )}
    </>
  );
}
