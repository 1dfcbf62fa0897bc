import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getDeliveryType, type CartView } from '@island-eats/api-client';
import type { CheckoutViewProps } from '@island-eats/app-frame';
import { clearCartEverywhere, readCart } from '@island-eats/customer-features/cart';
import { useRequest } from '@island-eats/app-frame/client';
import {
  Button,
  ChevronLeftIcon,
  Container,
  EmptyState,
  Loader,
  buttonStyles,
  media,
  type ButtonStyleProps,
} from '@island-eats/ui';
import { LimitWarning } from '@island-eats/ui/cart-bill';
import { PaymentChoices } from '../../../lib/payment/components/payment-choices';
import { ORDER_LABELS } from '../../../lib/payment/utils/payment-labels';
import { usePlaceOrder } from '../api/use-place-order';
import { useWalletReturn } from '../../../lib/payment/api/use-wallet-return';
import { AddressSection } from './address-section';
import { BlockingModal } from './blocking-modal';
import { ContactInfo } from './contact-info';
import { CouponSection } from './coupon-section';
import { OrderSummary } from './order-summary';
import { Section } from './section';

// One column on a phone, in reading order: the details, the bill, then the payment, so the
// total sits above Place Order; from lg the bill stands beside both.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.up('lg')} {
    grid-template-columns: 1fr 360px;
    grid-template-areas: 'details bill' 'payment bill';
    grid-template-rows: auto 1fr;
    align-items: start;
  }
`;

// (the areas are named from lg only: a name the grid does not define would make a track of
// its own on a phone)
const Column = styled.div<{ $area: 'details' | 'payment' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  ${media.up('lg')} {
    grid-area: ${({ $area }) => $area};
  }
`;

const Bill = styled.div`
  min-width: 0;
  ${media.up('lg')} {
    grid-area: bill;
  }
`;

const ExitLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * Checkout (SPEC.md §2): Contact Info, Coupon, Address for Delivery, the item-limit warning,
 * Payment Info, and the cart summary at the right. The site's /checkout and restro-menu's
 * differ only in `successPath` and `exitPath`.
 */
export function CheckoutView({ successPath, exitPath }: CheckoutViewProps) {
  const navigate = useNavigate();
  // Each version is one pricing of the cart; coupon and placement answers replace its result.
  const [version, setVersion] = useState(0);
  // the page's first read: its inputs (session, order type, address) are the page cookie's, and
  // the tip it is priced with is never kept yet, so the server prices it as the browser would
  const priced = useRequest(() => readCart(), [version], { pageData: 'cart' });
  const [answered, setAnswered] = useState<{ version: number; cart: CartView | null } | null>(null);
  // undefined: not priced yet; null: the cart is empty
  const cart = answered?.version === version ? answered.cart : priced.data;
  const setCart = (next: CartView | null) => setAnswered({ version, cart: next });
  const reprice = () => setVersion((last) => last + 1);

  const order = usePlaceOrder({ successPath, exitPath, shown: cart, onCart: setCart });
  // Back from the provider's approval: the approved provider order pays this order.
  useWalletReturn((providerOrderId) => void order.place({ kind: 'wallet', providerOrderId }));

  const back = (
    <Button
      variant="ghost"
      size="sm"
      startIcon={<ChevronLeftIcon />}
      onClick={() => navigate(exitPath)}
    >
      Back
    </Button>
  );

  return (
    <Container padded>
      {back}
      <h1>Checkout</h1>
      {cart === undefined ? (
        priced.error ? (
          <EmptyState action={<Button onClick={priced.reload}>Try again</Button>}>
            {priced.error}
          </EmptyState>
        ) : (
          <Loader label="Loading checkout" showLabel />
        )
      ) : cart === null ? (
        <EmptyState
          action={
            <ExitLink to={exitPath} $variant="primary" $size="md">
              Continue shopping
            </ExitLink>
          }
        >
          No Cart Items
        </EmptyState>
      ) : (
        <Layout>
          <Column $area="details">
            <ContactInfo />
            <CouponSection cart={cart} onPriced={setCart} />
            {getDeliveryType() === 'Delivery' && <AddressSection onChosen={reprice} />}
            {cart.dishes.isTwoMany === 1 && (
              <LimitWarning
                detail={cart.dishes.toMany.shortDes}
                onClear={async () => {
                  await clearCartEverywhere();
                  reprice();
                }}
              />
            )}
          </Column>
          <Bill>
            <OrderSummary cart={cart} />
          </Bill>
          <Column $area="payment">
            <Section id="payment-heading" title="Payment Info">
              {priced.loading && <Loader label="Updating the bill" />}
              <PaymentChoices
                enable={cart.payment_method_enable}
                outletId={cart.dishes.outletDetails.outletId}
                busy={order.busy || cart.dishes.isTwoMany === 1}
                labels={ORDER_LABELS}
                createProviderOrder={order.createProviderOrder}
                onPay={order.place}
              />
            </Section>
          </Column>
        </Layout>
      )}
      <BlockingModal blocker={order.blocker} onOk={order.leave} />
    </Container>
  );
}
