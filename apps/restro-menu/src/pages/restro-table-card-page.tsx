import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getApiConfig } from '@island-eats/api-client';
import { RESTAURANT_NOT_FOUND } from '@island-eats/api-client/answer-texts';
import { paths } from '@island-eats/app-frame';
import { pageNotFound } from '@island-eats/app-frame/client';
import { Button, EmptyState, Loader } from '@island-eats/ui';
import { useOutletInfo } from '../lib/use-outlet-info';
import { outletIdOf } from '../lib/outlet-id';
import { TableCard } from '../table-card/table-card';

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};

  @media print {
    padding: 0;
    background: #fff;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  p {
    margin: 0;
  }

  @media print {
    display: none;
  }
`;

/**
 * /restro-menu/:outletId/qr: the restaurant's printable table card, rendered by the page server
 * with the outlet's name. The code holds the outlet's menu on restro-menu's own origin (the
 * runtime config's restroMenuUrl), drawn in the page.
 */
export default function RestroTableCardPage() {
  const outletId = outletIdOf(useParams().outletId);
  const detail = useOutletInfo(outletId, { firstRead: true });
  const info = detail.data;

  if (outletId === null || (!info && !detail.loading)) {
    pageNotFound();
    return (
      <Page>
        <EmptyState>{detail.error ?? RESTAURANT_NOT_FOUND}</EmptyState>
      </Page>
    );
  }
  if (!info) {
    return (
      <Page>
        <Loader label="Loading table card" showLabel />
      </Page>
    );
  }
  // without a config (a bare host) the page's own origin serves restro-menu's paths too
  const origin = getApiConfig().restroMenuUrl || window.location.origin;
  const menuUrl = new URL(paths.restroMenu(outletId), origin).href;
  return (
    <Page>
      <Toolbar>
        <p>Print this card and put it on your tables.</p>
        <Button onClick={() => window.print()}>Print</Button>
      </Toolbar>
      <TableCard outletName={info.outlet_name} menuUrl={menuUrl} />
    </Page>
  );
}
