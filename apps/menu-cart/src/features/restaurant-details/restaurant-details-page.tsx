import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function RestaurantDetailsPage() {
  return (
    <Container padded>
      <h1>Restaurant details</h1>
    </Container>
  );
}
