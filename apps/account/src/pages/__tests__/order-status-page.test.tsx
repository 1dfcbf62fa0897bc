import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, setSession, type TrackedOrder } from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import type { TrackerSocketEvents } from '../../features/tracking/api/tracker-socket';
import { session, trackedOrder } from '../../testing/fixtures';
import { startAccountApi } from '../../testing/account-api';
import { OrderTrackingView } from '../../features/tracking/components/order-tracking-view';
import OrderStatusPage from '../order-status-page';

const receiptPath = (orderId: number) => `/order-receipt/${orderId}`;

// The socket is driven by the test; the polling goes to a real local HTTP server.
const socket = { events: undefined as TrackerSocketEvents | undefined, stop: jest.fn() };
jest.mock('../../features/tracking/api/tracker-socket', () => ({
  watchOrder: (_orderId: number, events: TrackerSocketEvents) => {
    socket.events = events;
    return Promise.resolve(socket.stop);
  },
}));

let api: TestServer;
let current: TrackedOrder | string;
let cancelAnswer: TrackedOrder | string;

beforeEach(async () => {
  current = trackedOrder();
  cancelAnswer = 'unset';
  socket.events = undefined;
  socket.stop.mockClear();
  setSession(session);
  api = await startAccountApi({
    trackOrders: () =>
      typeof current === 'string'
        ? { error: 'true', errorMessage: current }
        : { error: 'false', ordersDetails: current },
    cancelOrder: () =>
      typeof cancelAnswer === 'string'
        ? { error: 'true', errorMessage: cancelAnswer }
        : { error: 'false', ordersDetails: cancelAnswer },
  });
});
afterEach(async () => {
  clearSession();
  await api.close();
});

const polls = () => api.received.filter((r) => r.path.endsWith('/trackOrders')).length;
const step = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Order progress' }))
    .getByText(name)
    .closest('li')!;

const renderPage = () =>
  renderApp(<OrderStatusPage />, { path: '/order-status/7', route: '/order-status/:id' });

describe('Track Order page', () => {
  it('shows the order, the four steps with 00:00 for those not reached, and the map', async () => {
    renderPage();
    expect(await screen.findByText('Order ID: #IE00007')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cruzan Grill Sunny Isle' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dishes' })).toHaveTextContent(
      '2 x Classic Cheeseburger',
    );
    expect(screen.getByText('3 Items')).toBeInTheDocument();
    // the server's money lines, as the history's details and the receipt show them
    expect(screen.getByRole('list', { name: 'Charges' })).toHaveTextContent(
      'Subtotal$29.40Gas Surcharge$2.00Total$31.40',
    );
    expect(step(/Order Placed/)).toHaveTextContent('7:15 PM');
    expect(step(/Order Confirmed/)).toHaveTextContent('00:00');
    expect(step(/Ready For Pickup/)).toHaveTextContent('00:00');
    expect(step(/Order Picked/)).toHaveTextContent('00:00');
    expect(screen.getByRole('img', { name: /Delivery map/ })).toHaveAccessibleName(
      expect.stringContaining('Driver at 17.73000, -64.75000'),
    );
  });

  it('draws no map for Take Out', async () => {
    current = trackedOrder({ order_type: 'Take Out', userLatitude: null, userLongitude: null });
    renderPage();
    await screen.findByText('Order ID: #IE00007');
    expect(screen.queryByRole('img', { name: /Delivery map/ })).toBeNull();
  });

  it('polls trackOrders every 2 s while the socket is down', async () => {
    renderPage();
    await screen.findByText('Order ID: #IE00007');
    expect(polls()).toBe(1);
    current = trackedOrder({ orderConfirmed: 1, orderConfirmedTime: '7:20 PM' });
    await waitFor(() => expect(step(/Order Confirmed/)).toHaveTextContent('7:20 PM'), {
      timeout: 3000,
    });
    expect(polls()).toBe(2);
  }, 10_000);

  it('takes changes from the socket while it is live, and polls again when it drops', async () => {
    const { unmount } = renderPage();
    await screen.findByText('Order ID: #IE00007');
    await waitFor(() => expect(socket.events).toBeDefined());
    act(() => socket.events!.onLive());
    expect(await screen.findByRole('status')).toHaveTextContent('Live');
    act(() =>
      socket.events!.onOrder(
        trackedOrder({ orderConfirmed: 1, orderConfirmedTime: '7:16 PM', status: 'confirmed' }),
      ),
    );
    expect(step(/Order Confirmed/)).toHaveTextContent('7:16 PM');
    const before = polls();
    act(() => socket.events!.onDown());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    await waitFor(() => expect(polls()).toBe(before + 1), { timeout: 3000 });
    unmount();
    expect(socket.stop).toHaveBeenCalled();
  }, 10_000);

  it('says a rejected paid order was refunded, and shows no live state once nothing will change', async () => {
    renderPage();
    await screen.findByText('Order ID: #IE00007');
    await waitFor(() => expect(socket.events).toBeDefined());
    act(() => socket.events!.onLive());
    expect(await screen.findByRole('status')).toHaveTextContent('Live');
    const refund = 'The restaurant could not take this order. Your payment of $31.40 was refunded.';
    act(() =>
      socket.events!.onOrder(
        trackedOrder({
          orderRejected: 1,
          rejectedTime: '7:16 PM',
          status: 'rejected',
          refundMessage: refund,
        }),
      ),
    );
    expect(step(/Order Rejected/)).toHaveTextContent('7:16 PM');
    expect(screen.getByRole('status')).toHaveTextContent(refund);
    expect(screen.queryByText('Live')).toBeNull();
    act(() => socket.events!.onDown());
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('says it only with Reconnecting… while the API is away, and nothing once it is back', async () => {
    renderPage();
    await screen.findByText('Order ID: #IE00007');
    await waitFor(() => expect(socket.events).toBeDefined());
    const tracking = (away: boolean) =>
      api.reply((request) =>
        !request.path.endsWith('/trackOrders')
          ? { body: { error: 'false' } }
          : away
            ? { status: 502, body: null }
            : { body: { error: 'false', ordersDetails: current } },
      );
    tracking(true);
    act(() => socket.events!.onDown());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    const before = polls();
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(before + 2), { timeout: 6000 });
    expect(screen.queryByRole('alert')).toBeNull();

    tracking(false);
    current = trackedOrder({ orderConfirmed: 1, orderConfirmedTime: '7:20 PM' });
    await waitFor(() => expect(step(/Order Confirmed/)).toHaveTextContent('7:20 PM'), {
      timeout: 3000,
    });
    act(() => socket.events!.onLive());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('tells a Pick UP order where to go, with directions and when it is ready', async () => {
    current = trackedOrder({ order_type: 'Take Out', userLatitude: null, userLongitude: null });
    renderPage();
    const facts = await screen.findByRole('region', { name: 'Pick up at' });
    expect(facts).toHaveTextContent('Sunny Isle Shopping Center, Christiansted, 00820');
    expect(facts).toHaveTextContent('Not ready yet');
    expect(within(facts).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=17.728%2C-64.781',
    );
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/order-receipt/7',
    );
    current = trackedOrder({
      order_type: 'Take Out',
      readyForPickupTime: '7:31 PM',
      status: 'ready_for_pickup',
    });
    await waitFor(() => expect(facts).toHaveTextContent('Ready since 7:31 PM'), {
      timeout: 3000,
    });
  }, 10_000);

  it("shows a Delivery order's driver ETA and keeps reading it while the socket is live", async () => {
    const onTheWay = (seconds: number, latitude: number) =>
      trackedOrder({
        status: 'picked_up',
        orderPickedUp: 1,
        driverEta: '7:42 PM',
        driverEtaSeconds: seconds,
        deliveryStaffLatitude: latitude,
      });
    current = onTheWay(50, 17.73);
    renderPage();
    expect(await screen.findByText(/Your driver is on the way/)).toHaveTextContent(
      'arriving around 7:42 PM (in about 1 min)',
    );
    expect(screen.queryByRole('region', { name: 'Pick up at' })).toBeNull();
    await waitFor(() => expect(socket.events).toBeDefined());
    act(() => socket.events!.onLive());
    current = onTheWay(20, 17.735);
    await waitFor(
      () => expect(screen.getByText(/Your driver is on the way/)).toHaveTextContent('any moment'),
      { timeout: 5000 },
    );
    expect(screen.getByRole('img', { name: /Delivery map/ })).toHaveAccessibleName(
      expect.stringContaining('Driver at 17.73500'),
    );
  }, 10_000);

  it("shows the server's refusal for another customer's order and stops asking", async () => {
    current = 'Order not found.';
    renderPage();
    expect(await screen.findAllByText('Order not found.')).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls()).toBe(1);
    expect(socket.events).toBeUndefined();
  }, 10_000);

  it("shows the next order's page afresh, without the last one's refusal", async () => {
    current = 'Order not found.';
    const view = (orderId: number) => (
      <OrderTrackingView orderId={orderId} backPath="/profile" receiptPath={receiptPath} />
    );
    const { rerender } = renderApp(view(6));
    expect(await screen.findAllByText('Order not found.')).not.toHaveLength(0);
    current = trackedOrder();
    rerender(view(7));
    expect(await screen.findByText('Order ID: #IE00007')).toBeInTheDocument();
    // (the last one's toast may still be up)
    const refusals = screen.queryAllByText('Order not found.');
    expect(refusals.filter((shown) => !shown.closest('[role="alert"]'))).toHaveLength(0);
  });

  describe('Cancel Order', () => {
    const refund = 'You cancelled this order. Your payment of $31.40 was refunded.';
    const cancels = () => api.received.filter((r) => r.path.endsWith('/cancelOrder')).length;

    it('asks first, then shows the order cancelled with its refund', async () => {
      cancelAnswer = trackedOrder({
        orderRejected: 1,
        rejectedTime: '7:16 PM',
        status: 'cancelled',
        refundMessage: refund,
      });
      renderPage();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Cancel Order' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Cancel Order?' },
        { timeout: 5000 },
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(step(/Order Cancelled/)).toHaveTextContent('7:16 PM'));
      expect(cancels()).toBe(1);
      expect(screen.getByRole('status')).toHaveTextContent(refund);
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    });

    it('keeps the order on No', async () => {
      renderPage();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Cancel Order' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Cancel Order?' },
        { timeout: 5000 },
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(cancels()).toBe(0);
      expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    });

    it('is not offered once the restaurant accepted', async () => {
      current = trackedOrder({ orderConfirmed: 1, status: 'confirmed' });
      renderPage();
      await screen.findByText('Order ID: #IE00007');
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    });
  });
});
