import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@island-eats/app-frame/testing';
import { AddToCartModal } from '../features/cart/components/add-to-cart-modal';
import { dish } from '../testing/fixtures';
import { RenderedOnceHidden } from './rendered-once-hidden';

it('renders a dialog hidden, without its effects, and drops it once the page is idle', async () => {
  renderApp(
    <RenderedOnceHidden>
      <AddToCartModal dish={dish()} outletId={1} onClose={() => {}} />
    </RenderedOnceHidden>,
  );
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(dialog).toHaveAccessibleName('Classic Cheeseburger');
  expect(dialog).not.toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // its effects never ran: the page is not scroll-locked and focus was not taken
  expect(document.body.style.overflow).toBe('');
  expect(document.body).toHaveFocus();
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
  );
});
