import { screen } from '@testing-library/react';
import { Button } from '../button/button';
import { CartIcon } from '../icons/icons';
import { renderWithTheme } from '../testing/render-with-theme';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its message', () => {
    renderWithTheme(<EmptyState>No restaurants available for this location</EmptyState>);
    expect(screen.getByText('No restaurants available for this location')).toBeInTheDocument();
  });

  it('adds an optional icon, description and action', () => {
    renderWithTheme(
      <EmptyState
        icon={<CartIcon />}
        description="Hungry? Add menu items to your order."
        action={<Button>View Restaurants</Button>}
      >
        No Cart Items
      </EmptyState>,
    );
    expect(screen.getByText('No Cart Items')).toBeInTheDocument();
    expect(screen.getByText('Hungry? Add menu items to your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Restaurants' })).toBeInTheDocument();
  });
});
