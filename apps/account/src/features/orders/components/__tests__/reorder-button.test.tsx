import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type CartView } from '@island-eats/api-client';
import { keepCart, keptCart } from '@island-eats/customer-features/cart';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { bus } from '@island-eats/event-bus';
import { startAccountApi } from '../../../../testing/account-api';
import { pastOrder, session } from '../../../../testing/fixtures';
import { ReorderButton } from '../reorder-button';

let api: TestServer;

beforeEach(async () => {
  setSession(session);
  api = await startAccountApi({
    reorder: () => ({ error: 'false', message: 'Reordered.', outletId: 1, unavailable: [] }),
    cartCount: () => ({ error: 'false', count: 5, FavouriteCount: 2 }),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

it("forgets the kept cart and shows the server's new count, never 0 meanwhile", async () => {
  keepCart({ dishes: { dishes: [{ dishQuantity: 2 }] } } as unknown as CartView);
  const counts: number[] = [];
  const stop = bus.subscribe('cartCount', (count) => counts.push(count));
  renderApp(<ReorderButton order={pastOrder()} cartPath="/my-cart" />);
  await userEvent.click(screen.getByRole('button', { name: /^Reorder/ }));
  await waitFor(() => expect(bus.last('cartCount')).toBe(5));
  expect(keptCart()).toBeNull();
  expect(counts).not.toContain(0);
  stop();
});
