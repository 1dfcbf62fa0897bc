import { Link } from 'react-router-dom';
import { Container } from '@island-eats/ui';

export function NotFound() {
  return (
    <Container padded>
      <h1>Page not found</h1>
      <p>
        We could not find that page. <Link to="/">Back to Home</Link>
      </p>
    </Container>
  );
}
