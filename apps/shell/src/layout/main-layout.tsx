import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink } from '@island-eats/app-frame/page-focus';
import { Footer } from './footer';
import { Header } from './header';

// At least a screen tall: the footer starts below the fold, so a page whose content arrives
// after the first render pushes nothing on screen down (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;

  /* focused by the skip link, to start reading there: no ring around the whole page */
  &:focus {
    outline: none;
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** The site's frame: the skip link, the header, the page and the footer. */
export function MainLayout() {
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
