import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function RestroCheckoutPage() {
  return (
    <Container padded>
      <h1>Checkout</h1>
    </Container>
  );
}
