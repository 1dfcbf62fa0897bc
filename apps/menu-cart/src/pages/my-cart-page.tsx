import { Link, useLocation } from 'react-router-dom';
import {
  Container,
  EmptyState,
  Loader,
  buttonStyles,
  type ButtonStyleProps,
} from '@island-eats/ui';
import styled from 'styled-components';
import { paths, type MyCartState } from '@island-eats/app-frame';
import { useCart } from '../features/cart/api/use-cart';
import { CartSummary } from '../features/cart/components/cart-summary';

// what another app says about the cart it sent the customer to (a reorder's missing items)
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const BrowseLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** /my-cart (SPEC §2 Cart); the shell sends visitors to / before this mounts. */
export default function MyCartPage() {
  const { cart, loading } = useCart();
  const note = (useLocation().state as MyCartState | null)?.cartNote;
  return (
    <Container padded>
      <h1>My Cart</h1>
      {note && <Note role="status">{note}</Note>}
      {loading && !cart ? (
        <Loader label="Loading cart" showLabel />
      ) : cart && cart.dishes.dishes.length > 0 ? (
        <CartSummary cart={cart} />
      ) : (
        <EmptyState
          action={
            <BrowseLink to={paths.restaurants()} $variant="primary" $size="md">
              Browse restaurants
            </BrowseLink>
          }
        >
          No Cart Items
        </EmptyState>
      )}
    </Container>
  );
}
