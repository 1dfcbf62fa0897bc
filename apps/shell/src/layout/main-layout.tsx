import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

// At least a screen tall: the footer starts below the fold, so a page whose content arrives
// after the first paint pushes nothing on screen down (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
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
