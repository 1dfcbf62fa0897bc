import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';

const Banner = styled.section`
  background: linear-gradient(135deg, #0b6e79 0%, #07474f 100%);
  color: #fff;
  padding: ${({ theme }) => theme.space[7]} 0;

  ${media.up('lg')} {
    padding: ${({ theme }) => theme.space[8]} 0;
  }
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 5vw, 3rem);
  max-width: 18ch;
`;

const Tagline = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[5]};
  font-size: 1.1rem;
  max-width: 40ch;
`;

const OrderNow = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: 700;
  text-decoration: none;
`;

/** SPEC.md §1: the home screen's first view, a hero with Order Now and a healthy-food tagline. */
export function Hero() {
  return (
    <Banner>
      <Container>
        <Title>Island food, fresh to your door</Title>
        <Tagline>
          Eat healthy, eat local: wholesome meals from the best kitchens on your island.
        </Tagline>
        <OrderNow to={paths.restaurants()}>Order Now</OrderNow>
      </Container>
    </Banner>
  );
}
