import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function OrderStatusPage() {
  return (
    <Container padded>
      <h1>Track Order</h1>
    </Container>
  );
}
