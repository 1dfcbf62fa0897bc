import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  flex: 1;
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export function MainLayout() {
  return (
    <Page>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
