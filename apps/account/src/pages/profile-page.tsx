import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import type { TipPaymentModalProps } from '@island-eats/app-frame';
import { RemoteFallback, RemotePart } from '@island-eats/app-frame/remotes';
import { Container, Loader, Modal, loadedWhenShown } from '@island-eats/ui';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { OrderHistory } from '../features/orders/components/order-history';
import { offersTip } from '../features/orders/utils/order-action';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { AddressCard } from '../features/addresses/components/address-card';

// the rating forms load the first time a customer rates
const RatingModal = loadedWhenShown(
  () => import('../features/rating/components/rating-modal').then((module) => module.RatingModal),
  (props) => props.order !== null,
);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(280px, 1fr) 2fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Tip = Pick<TipPaymentModalProps, 'orderId' | 'outletId' | 'tipAmount'>;

/** The wallet provider's return fields: a tip approved (or cancelled) away from this page. */
const WALLET_RETURN = /[?&](PayerID|status)=/;

/** /profile (SPEC.md §2 Profile); the shell sends visitors to / before this mounts. */
export default function ProfilePage() {
  const { profile } = useProfile();
  const { orders, loading, reload } = usePastOrders();
  const [rating, setRating] = useState<PastOrder | null>(null);
  // PAY NOW in the rating's tip block opens checkout-pay's tip payment modal
  const [tip, setTip] = useState<Tip | null>(null);
  const { search } = useLocation();

  function tipPaid(tipAmount: string) {
    setTip(null);
    setRating((order) => (order ? { ...order, tip: tipAmount } : order));
    reload();
  }
  return (
    <Container padded>
      <h1>Profile</h1>
      <Layout>
        <Side>
          {profile ? <ProfileSummary profile={profile} /> : <Loader label="Loading profile" />}
          <AddressCard />
        </Side>
        <OrderHistory orders={orders} loading={loading} onRate={setRating} />
      </Layout>
      <RatingModal
        order={rating}
        offersTip={rating ? offersTip(rating) : false}
        onPayTip={(order, amount) =>
          setTip({
            orderId: order.orderId,
            outletId: order.orderDetails.outletId,
            tipAmount: amount.toFixed(2),
          })
        }
        onClose={() => setRating(null)}
        onRated={() => {
          setRating(null);
          reload();
        }}
      />
      {tip && (
        <RemotePart
          id="checkout_pay/tip-payment-modal"
          props={{ ...tip, onClose: () => setTip(null), onPaid: () => tipPaid(tip.tipAmount) }}
          fallback={(retry) => (
            <Modal open onClose={() => setTip(null)} title="Pay a tip" size="sm">
              <RemoteFallback onRetry={retry} />
            </Modal>
          )}
        />
      )}
      {WALLET_RETURN.test(search) && (
        <RemotePart id="checkout_pay/tip-return" props={{ onPaid: reload }} fallback={() => null} />
      )}
    </Container>
  );
}
