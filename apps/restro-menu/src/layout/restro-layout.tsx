import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RestaurantInfo } from '@island-eats/api-client';
import { startCounts, useLoggedIn } from '@island-eats/app-frame/client';
import { SkipLink } from '@island-eats/app-frame/page-focus';
import { Container } from '@island-eats/ui';
import { RestroHeader } from './restro-header';

const Main = styled.main`
  min-height: calc(100vh - 65px);
`;

interface Props {
  outletId: number | null;
  info: RestaurantInfo | null | undefined;
  children: ReactNode;
  /** false: the page is a remote's view that brings its own container (checkout, tracking) */
  contained?: boolean;
}

/** Every restro-menu page: the skip link, the outlet's header and the page, no site header or footer. */
export function RestroLayout({ outletId, info, children, contained = true }: Props) {
  const loggedIn = useLoggedIn();
  // the cart count of the header's cart button (the shell's header is not on these pages)
  useEffect(() => {
    if (loggedIn) startCounts();
  }, [loggedIn]);
  return (
    <>
      <SkipLink />
      <RestroHeader outletId={outletId} info={info} />
      <Main id="main" tabIndex={-1}>
        {contained ? <Container padded>{children}</Container> : children}
      </Main>
    </>
  );
}
