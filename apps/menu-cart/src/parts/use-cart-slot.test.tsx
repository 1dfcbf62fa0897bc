import { screen } from '@testing-library/react';
import { keepCart } from '@island-eats/customer-features/cart';
import { renderApp } from '@island-eats/app-frame/testing';
import { cartStore, cartViewAtom } from '../features/cart/api/cart-store';
import { cartView, line } from '../testing/fixtures';
import { useCartSlot } from './use-cart-slot';

const LATER = '2025-06-10T14:00:00.000Z';

beforeEach(() => {
  localStorage.clear();
  cartStore.set(cartViewAtom, null);
});

it("brings the kept cart's slot once mounted, none in the first render as on the server", () => {
  keepCart(cartView([line()], 1, { scheduled_for: LATER }));
  const rendered: (string | null)[] = [];
  function Slot() {
    const [slot] = useCartSlot(1);
    rendered.push(slot);
    return <p>{slot ?? 'as soon as possible'}</p>;
  }
  renderApp(<Slot />);
  expect(rendered[0]).toBeNull();
  expect(screen.getByText(LATER)).toBeInTheDocument();
});
