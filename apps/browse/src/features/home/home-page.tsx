import { Container } from '@island-eats/ui';
import { Hero } from './components/hero';
import { RestaurantsNearBy } from './components/restaurants-near-by';

export default function HomePage() {
  return (
    <>
      <Hero />
      <Container>
        <RestaurantsNearBy />
      </Container>
    </>
  );
}
