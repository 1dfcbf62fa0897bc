import { Container } from '@island-eats/ui';

/** SPEC.md §2: a placeholder page showing only a heading. */
export function ContactUs() {
  return (
    <Container padded>
      <h1>Contact Us</h1>
    </Container>
  );
}
