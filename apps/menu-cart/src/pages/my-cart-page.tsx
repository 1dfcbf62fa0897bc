import { Link } from 'react-router-dom';
import {
  Container,
  EmptyState,
  Loader,
  buttonStyles,
  type ButtonStyleProps,
} from '@island-eats/ui';
import styled from 'styled-components';
import { paths } from '@island-eats/app-frame';
import { CartNote } from '@island-eats/customer-features/cart-note';
import { useCart } from '../features/cart/api/use-cart';
import { CartSummary } from '../features/cart/components/cart-summary';

const BrowseLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * /my-cart (SPEC §2 Cart), rendered with its cart (a first read); the shell sends visitors to /
 * before this mounts.
 */
export default function MyCartPage() {
  const { cart, loading } = useCart(true, { firstRead: true });
  return (
    <Container padded>
      <h1>My Cart</h1>
      <CartNote />
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
