import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';
import { QuestionSlot } from './question-slot';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]} 0;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;

  a {
    color: #fff;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Copyright = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: 0.9rem;
`;

/** SPEC.md §2 Layout: question box, Home and Restaurants links, (hidden) social icons, copyright. */
export function Footer() {
  return (
    <Bar>
      <Columns>
        <QuestionSlot />
        <nav aria-label="Footer">
          <Links>
            <li>
              <Link to={paths.home()}>Home</Link>
            </li>
            <li>
              <Link to={paths.restaurants()}>Restaurants</Link>
            </li>
          </Links>
        </nav>
      </Columns>
      <Container>
        <Copyright>© 2023 Island Eats. All rights reserved.</Copyright>
      </Container>
    </Bar>
  );
}
