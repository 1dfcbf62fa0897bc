import { Container } from '@island-eats/ui';

/** Filled in by its own issue; for now the route is mounted from its owning remote. */
export default function EditProfilePage() {
  return (
    <Container padded>
      <h1>Edit Profile</h1>
    </Container>
  );
}
