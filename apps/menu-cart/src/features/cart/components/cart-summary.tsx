import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CartView } from '@island-eats/api-client';
import { Button, Card, media } from '@island-eats/ui';
import { BillLines, LimitWarning } from '@island-eats/ui/cart-bill';
import { clearCartEverywhere } from '@island-eats/customer-features/cart';
import { paths } from '@island-eats/app-frame';
import { refreshCart } from '../api/refresh-cart';
import { lineOutOfStock } from '@island-eats/api-client/rules';
import { scheduledText } from '@island-eats/api-client/order-later';
import { AdditionalNote } from './additional-note';
import { CartTable } from './cart-table';
import { OutOfStockModal } from './out-of-stock-modal';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('lg')} {
    grid-template-columns: 1fr 340px;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

async function clearAndRefresh() {
  await clearCartEverywhere();
  await refreshCart();
}

/** The filled My Cart page: lines, limit warning, bill, note and the way to checkout. */
export function CartSummary({ cart }: { cart: CartView }) {
  const navigate = useNavigate();
  const lines = cart.dishes.dishes;
  const outOfStock = lines.some(lineOutOfStock);
  // SPEC §2: the out-of-stock modal shows once per visit; checkout waits while it is open.
  const [stockReviewed, setStockReviewed] = useState(false);
  const stockModal = outOfStock && !stockReviewed;
  const tooMany = cart.dishes.isTwoMany === 1;

  return (
    <Layout>
      <div>
        {tooMany && <LimitWarning detail={cart.dishes.toMany.shortDes} onClear={clearAndRefresh} />}
        <CartTable lines={lines} outletId={cart.dishes.outletDetails.outletId} />
      </div>
      <Card as="section" aria-label="Order summary">
        <Side>
          {cart.scheduled_for && <strong>{scheduledText(cart.scheduled_for)}</strong>}
          <BillLines lines={cart.dishes.billTotals} />
          <AdditionalNote />
          <Button
            fullWidth
            disabled={stockModal || tooMany}
            onClick={() => navigate(paths.checkout())}
          >
            Proceed to Checkout
          </Button>
        </Side>
      </Card>
      <OutOfStockModal open={stockModal} onReview={() => setStockReviewed(true)} />
    </Layout>
  );
}
