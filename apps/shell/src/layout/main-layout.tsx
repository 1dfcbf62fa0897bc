import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink } from '@island-eats/app-frame/page-focus';
import { Footer } from './footer';
import { Header } from './header';

// At least a screen tall: the footer starts below the fold, so a page whose content arrives
// after the first paint pushes nothing on screen down (no layout shift).
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

/**
 * The site's frame. Its first paint, painted from the HTML before any script runs
 * (first-paint.tsx), is the skip link, the header and an empty main: the footer, a form, waits
 * for the scripts that make it work, below the fold.
 */
export function MainLayout({ firstPaint = false }: { firstPaint?: boolean }) {
  return (
    <Page>
      <SkipLink />
      <Header firstPaint={firstPaint} />
      <Main id="main" tabIndex={-1}>
        {firstPaint ? null : <Outlet />}
      </Main>
      {firstPaint ? null : <Footer />}
    </Page>
  );
}
