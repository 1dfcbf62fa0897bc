import { useState } from 'react';
import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import { Button, EmptyState, Loader } from '@island-eats/ui';
import { OrderCard } from './order-card';
import { OrderDetailsModal } from './order-details-modal';

/** A long history shows in steps of this many cards. */
export const HISTORY_STEP = 5;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;

interface Props {
  orders: PastOrder[] | undefined;
  loading: boolean;
  onRate: (order: PastOrder) => void;
  trackPath: (orderId: number) => string;
  /** Where an order's receipt is; restro-menu's history has none. */
  receiptPath?: (orderId: number) => string;
  /** Where the cart is shown after a reorder; without it no card offers one. */
  cartPath?: string;
}

/** SPEC.md §2 Profile: 'Order History' cards in steps, and their details modal. */
export function OrderHistory({ orders, loading, onRate, trackPath, receiptPath, cartPath }: Props) {
  const [shown, setShown] = useState(HISTORY_STEP);
  const [opened, setOpened] = useState<PastOrder | null>(null);

  return (
    <section aria-labelledby="order-history">
      <Heading id="order-history">Order History</Heading>
      {!orders ? (
        loading && <Loader label="Loading orders" showLabel />
      ) : orders.length === 0 ? (
        <EmptyState>No Order History</EmptyState>
      ) : (
        <>
          <List>
            {orders.slice(0, shown).map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                onOpen={setOpened}
                onRate={onRate}
                trackPath={trackPath}
                receiptPath={receiptPath}
                cartPath={cartPath}
              />
            ))}
          </List>
          {orders.length > shown && (
            <More>
              <Button variant="secondary" onClick={() => setShown((n) => n + HISTORY_STEP)}>
                Show More Orders
              </Button>
            </More>
          )}
        </>
      )}
      {opened && (
        <OrderDetailsModal
          order={opened}
          receiptPath={receiptPath}
          cartPath={cartPath}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
