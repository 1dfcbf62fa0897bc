import { Link } from 'react-router-dom';
import { Container } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';

export function NotFound() {
  return (
    <Container padded>
      <h1>Page not found</h1>
      <p>
        We could not find that page. <Link to={paths.home()}>Back to Home</Link>
      </p>
    </Container>
  );
}
