import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function MyCartPage() {
  return (
    <Container padded>
      <h1>My Cart</h1>
    </Container>
  );
}
