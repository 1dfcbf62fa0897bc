import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession, clearSession, type PastOrder } from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { pastOrder, profile, session } from '../../testing/fixtures';
import { bodyOf, startAccountApi } from '../../testing/account-api';
import ProfilePage from '../profile-page';

let api: TestServer;
let orders: PastOrder[];

beforeEach(async () => {
  orders = [];
  setSession(session);
  api = await startAccountApi({
    getProfile: () => ({ error: 'false', usersDetails: profile() }),
    listPastOrders: () => ({ error: 'false', pastOrders: orders }),
    rating: () => ({ error: 'false', message: 'Thanks for rating!' }),
    getloginSetting: () => ({ error: 'false', tip: [2, 5, 10], located_at: [] }),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('Profile page', () => {
  it('shows the profile and orders the page server handed at once and reads neither again', async () => {
    renderApp(<ProfilePage />, {
      handed: {
        '["profile"]': { error: 'false', usersDetails: profile({ userName: 'Dana Handed' }) },
        '["orders"]': { error: 'false', pastOrders: [pastOrder()] },
      },
    });
    // the first render, as the server rendered it: this customer's data, no loading state
    expect(screen.getByRole('heading', { name: 'Dana Handed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order #IE00007' })).toBeInTheDocument();
    // a read the mount started would have reached the local API by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const paths = api.received.map((request) => request.path);
    expect(paths.some((path) => /getProfile|listPastOrders/.test(path))).toBe(false);
  });

  it('shows the name, the phone in groups and the email, with edit and logout', async () => {
    renderApp(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Dana Demo' })).toBeInTheDocument();
    expect(screen.getByText('+1 340-555-0100')).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/editprofile',
    );
    expect(screen.getByRole('button', { name: 'Manage Addresses' })).toBeInTheDocument();
    expect(await screen.findByText('No Order History')).toBeInTheDocument();
  });

  it('asks before logging out', async () => {
    const user = userEvent.setup();
    renderApp(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Track Order, Rate Us or Rejected by the order state, in steps of five', async () => {
    const user = userEvent.setup();
    orders = [
      pastOrder({ orderId: 1, isdelivered: 'false', buttonName: 'TRACK ORDER' }),
      pastOrder({ orderId: 2, isdelivered: 'true', isRated: 0, buttonName: 'RATE US' }),
      pastOrder({ orderId: 3, isdelivered: 'false', buttonName: 'CANCELLED' }),
      ...Array.from({ length: 4 }, (_, i) =>
        pastOrder({ orderId: 10 + i, isRated: 1, buttonName: 'COMPLETED' }),
      ),
    ];
    renderApp(<ProfilePage />);
    await screen.findByText('Order History');
    await waitFor(() => expect(cards()).toHaveLength(5));
    const [tracked, rateable, rejected, done] = cards();
    expect(within(tracked!).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/order-status/1',
    );
    expect(within(rateable!).getByRole('button', { name: 'Rate Us' })).toBeInTheDocument();
    expect(within(rejected!).getByText('Rejected')).toBeInTheDocument();
    expect(within(done!).queryByRole('button', { name: 'Rate Us' })).toBeNull();
    expect(tracked).toHaveTextContent('Cruzan Grill Sunny Isle');
    expect(tracked).toHaveTextContent('2 x Classic Cheeseburger, 1 x Johnny Cake');
    expect(tracked).toHaveTextContent('$31.40');
    await user.click(screen.getByRole('button', { name: 'Show More Orders' }));
    expect(cards()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show More Orders' })).toBeNull();
  });

  it('says why a paid order was refunded instead of placed', async () => {
    const message =
      'This order could not be placed because some of its items are out of stock. Your payment of $31.40 was refunded.';
    orders = [pastOrder({ orderId: 4, buttonName: 'CANCELLED', refundMessage: message })];
    renderApp(<ProfilePage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const [refunded] = cards();
    expect(within(refunded!).getByText(message)).toBeInTheDocument();
    expect(within(refunded!).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded!).queryByText('Rejected')).toBeNull();
  });

  it('opens the order details from a card', async () => {
    const user = userEvent.setup();
    orders = [pastOrder()];
    renderApp(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Order #IE00007' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(dialog).toHaveTextContent('#IE00007');
    expect(dialog).toHaveTextContent('3 Items');
    expect(dialog).toHaveTextContent('Sunny Isle Shopping Center, Christiansted');
    const dishes = within(dialog).getByRole('list', { name: 'Dishes' });
    expect(dishes).toHaveTextContent('2 x Classic Cheeseburger');
    expect(dishes).toHaveTextContent('Fries');
    expect(dishes).toHaveTextContent('$25.90');
    expect(within(dialog).getByRole('list', { name: 'Charges' })).toHaveTextContent(
      'Gas Surcharge$2.00',
    );
    expect(within(dialog).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/order-receipt/7',
    );
  });

  it("shows a Delivery card's address and a link to each order's receipt", async () => {
    orders = [pastOrder({ order_type: 'Delivery', deliveryAddress: '12 Company Street' })];
    renderApp(<ProfilePage />);
    const [card] = await waitFor(() => cards());
    expect(card).toHaveTextContent('Deliver to: 12 Company Street');
    expect(within(card!).getByRole('link', { name: 'Receipt of order #IE00007' })).toHaveAttribute(
      'href',
      '/order-receipt/7',
    );
  });

  it('rates a Take Out order and reloads the history', async () => {
    const user = userEvent.setup();
    orders = [pastOrder({ orderId: 2 })];
    renderApp(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Rate Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Us' });
    expect(dialog).toHaveTextContent('How was the food? Please rate the restaurants.');
    // five stars to start; choosing the fifth again clears it
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Rating is required!');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Any other comments?'), 'Great burgers');
    orders = [pastOrder({ orderId: 2, isRated: 1, buttonName: 'COMPLETED' })];
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Thanks for rating!')).toBeInTheDocument();
    const sent = api.received.find((r) => r.path.endsWith('/rating'))!;
    expect(bodyOf(sent)).toMatchObject({
      type: 'Take Out',
      orderId: 2,
      outletId: 3,
      orderRating: 4,
      feedback: 'Great burgers',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rate Us' })).toBeNull());
    expect(api.received.filter((r) => r.path.endsWith('/listPastOrders'))).toHaveLength(2);
  });

  it('rates a driver on both rows', async () => {
    const user = userEvent.setup();
    orders = [
      pastOrder({
        orderId: 4,
        order_type: 'Delivery',
        deliveryStaffId: 9,
        deliveryStaffName: 'Marcus Driver',
      }),
    ];
    renderApp(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Rate Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'RATE YOUR DRIVER' });
    expect(dialog).toHaveTextContent('Marcus Driver');
    expect(dialog).toHaveTextContent('It was a pleasure serving you!');
    const experience = within(dialog).getByRole('group', {
      name: 'RATE YOUR OVERALL DELIVERY EXPERIENCE',
    });
    const communication = within(dialog).getByRole('group', { name: 'DRIVER COMMUNICATION' });
    await user.click(within(experience).getByRole('radio', { name: '3 stars' }));
    await user.click(within(communication).getByRole('radio', { name: '5 stars' }));
    expect(within(dialog).getByRole('button', { name: 'SUBMIT RATING' })).toBeDisabled();
    await user.click(within(communication).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT RATING' }));
    await screen.findByText('Thanks for rating!');
    const sent = api.received.find((r) => r.path.endsWith('/rating'))!;
    expect(bodyOf(sent)).toMatchObject({
      type: 'Delivery',
      orderId: 4,
      delivery_experience: 3,
      communication: 2,
      staffId: 9,
    });
  });
});
