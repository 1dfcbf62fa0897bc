import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type PastOrder } from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { pastOrder, session } from '../../testing/fixtures';
import { startAccountApi } from '../../testing/account-api';
import OrderReceiptPage from '../order-receipt-page';

let api: TestServer;
let orders: PastOrder[];

beforeEach(async () => {
  orders = [pastOrder({ cardLastFour: '4242' })];
  setSession(session);
  api = await startAccountApi({
    listPastOrders: () => ({ error: 'false', pastOrders: orders }),
  });
});
afterEach(async () => {
  clearSession();
  await api.close();
});

const renderPage = (id: string) =>
  renderApp(<OrderReceiptPage />, { path: `/order-receipt/${id}`, route: '/order-receipt/:id' });

describe('Receipt page', () => {
  it("shows the order's restaurant, lines with add-ons, charges and card, and prints", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderPage('7');
    const receipt = await screen.findByRole('article', { name: 'Cruzan Grill Sunny Isle' });
    expect(receipt).toHaveTextContent('Sunny Isle Shopping Center, Christiansted');
    expect(receipt).toHaveTextContent('Card ending in 4242');
    expect(receipt).toHaveTextContent('Pick UP');
    const dishes = within(receipt).getByRole('list', { name: 'Dishes' });
    expect(dishes).toHaveTextContent('2 x Classic CheeseburgerFries$25.90');
    const charges = within(receipt).getAllByRole('listitem').slice(-3);
    expect(charges.map((line) => line.textContent)).toEqual([
      'Subtotal$29.40',
      'Gas Surcharge$2.00',
      'Total$31.40',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it("says an order that is not among the customer's is not found, with no Print", async () => {
    renderPage('99');
    expect(
      await screen.findByText(/We could not find order 99 among your orders\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
