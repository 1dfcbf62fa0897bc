import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RestaurantInfo } from '@island-eats/api-client';
import { refreshCounts, useLoggedIn } from '@island-eats/app-frame/client';
import { Container } from '@island-eats/ui';
import { RestroHeader } from './restro-header';

const Main = styled.main`
  min-height: calc(100vh - 65px);
`;

interface Props {
  outletId: number | null;
  info: RestaurantInfo | null | undefined;
  children: ReactNode;
}

/** Every restro-menu page: the outlet's header and the page, no site header or footer. */
export function RestroLayout({ outletId, info, children }: Props) {
  const loggedIn = useLoggedIn();
  // the cart count of the header's cart button (the shell's header is not on these pages)
  useEffect(() => {
    if (loggedIn) void refreshCounts();
  }, [loggedIn]);
  return (
    <>
      <RestroHeader outletId={outletId} info={info} />
      <Main id="main">
        <Container padded>{children}</Container>
      </Main>
    </>
  );
}
