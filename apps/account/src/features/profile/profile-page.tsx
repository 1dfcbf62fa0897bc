import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function ProfilePage() {
  return (
    <Container padded>
      <h1>Profile</h1>
    </Container>
  );
}
