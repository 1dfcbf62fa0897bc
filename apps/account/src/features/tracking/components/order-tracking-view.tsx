import { Link, useNavigate } from 'react-router-dom';
import { scheduledText } from '@island-eats/api-client/order-later';
import styled from 'styled-components';
import type { TrackedOrder } from '@island-eats/api-client';
import type { OrderTrackingProps } from '@island-eats/app-frame';
import { Button, ChevronLeftIcon, Container, EmptyState, Loader } from '@island-eats/ui';
import { useOrderTracking } from '../api/use-order-tracking';
import { CancelOrder } from './cancel-order';
import { ConnectionState } from './connection-state';
import { DriverEta } from './driver-eta';
import { OrderTracker } from './order-tracker';
import { PickupFacts } from './pickup-facts';
import { TrackMap } from './track-map';
import { TrackedOrderSummary } from './tracked-order-summary';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  ${({ theme }) => theme.media.up('md')} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const isRefused = (order: TrackedOrder) =>
  order.status === 'rejected' || order.status === 'cancelled';

const ReceiptLink = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Nothing more will change: no live updates to show a state of. */
function isOver(order: TrackedOrder): boolean {
  return (
    isRefused(order) ||
    order.status === 'delivered' ||
    (order.status === 'picked_up' && order.order_type === 'Take Out')
  );
}

interface Props extends OrderTrackingProps {
  /** Where the order's receipt is, where the host has one (the site, not restro-menu). */
  receiptPath?: (orderId: number) => string;
}

/**
 * SPEC.md §2 Track Order: the map, the order and its four steps, live over the socket (polling
 * while it is down). The site's /order-status/:id and restro-menu's tracking page.
 */
export function OrderTrackingView(props: Props) {
  // one tracking per order: another order's page (the same route, another id) starts afresh,
  // without the last one's order, refusal or connection
  return <TrackedOrderView key={props.orderId} {...props} />;
}

function TrackedOrderView({ orderId, backPath, receiptPath }: Props) {
  const navigate = useNavigate();
  const { order, connection, refused, showOrder } = useOrderTracking(orderId);

  return (
    <Container padded>
      <Head>
        <Button
          variant="ghost"
          startIcon={<ChevronLeftIcon />}
          onClick={() => void navigate(backPath)}
        >
          Back
        </Button>
        <h1>Track Order</h1>
        {order && !refused && !isOver(order) && <ConnectionState connection={connection} />}
      </Head>
      {refused ? (
        <EmptyState>{refused}</EmptyState>
      ) : !order ? (
        <Loader label="Loading order" showLabel />
      ) : (
        <Layout>
          {order.order_type !== 'Take Out' && (
            <TrackMap
              outletName={order.outletName}
              outletlatitude={order.outletlatitude}
              outletLongitude={order.outletLongitude}
              userLatitude={order.userLatitude}
              userLongitude={order.userLongitude}
              deliveryStaffLatitude={order.deliveryStaffLatitude}
              deliveryStaffLongitude={order.deliveryStaffLongitude}
            />
          )}
          <Panel>
            {order.scheduled_for && <strong>{scheduledText(order.scheduled_for)}</strong>}
            <TrackedOrderSummary order={order} />
            {order.order_type === 'Take Out' && !isRefused(order) && <PickupFacts order={order} />}
            <DriverEta order={order} />
            <OrderTracker order={order} />
            <CancelOrder order={order} onCancelled={showOrder} />
            {receiptPath && <ReceiptLink to={receiptPath(order.orderId)}>View receipt</ReceiptLink>}
          </Panel>
        </Layout>
      )}
    </Container>
  );
}
