import { Container } from '@island-eats/ui';

/** SPEC.md §2: a placeholder page showing only a heading. */
export function AboutUs() {
  return (
    <Container padded>
      <h1>About Us</h1>
    </Container>
  );
}
