import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { imageUrl, submitRating, type PastOrder } from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, ImageWithFallback, Modal, notify } from '@island-eats/ui';
import { defaultUserImage } from '../../../lib/images';
import { useTipPresets } from '../api/use-tip-presets';
import { StarInput } from './star-input';
import { TipBlock } from './tip-block';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Driver = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;

  p {
    margin: 0;
  }
`;

const Photo = styled(ImageWithFallback)`
  flex: none;
  width: 80px;
  height: 80px;
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Feedback = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  textarea {
    min-height: 80px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

export interface RatingModalProps {
  /** the order being rated; null: closed */
  order: PastOrder | null;
  onClose: () => void;
  /** after the server took the rating: the history reloads */
  onRated: () => void;
  /** opens the tip payment for the amount chosen; without it the tip block is not offered */
  onPayTip?: (order: PastOrder, amount: number) => void;
  /** whether the order still takes a tip (SPEC.md §4 Tip) */
  offersTip?: boolean;
}

/**
 * SPEC.md §2 Rating and tip: the simple rating for Take Out, the driver rating (with the tip
 * block when a tip is still open) for Delivery. Stars start at 5 (SPEC.md §9).
 */
export function RatingModal({ order, onClose, onRated, onPayTip, offersTip }: RatingModalProps) {
  const delivery = order?.order_type === 'Delivery';
  const [food, setFood] = useState(5);
  const [experience, setExperience] = useState(5);
  const [communication, setCommunication] = useState(5);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const feedbackId = useId();
  const tipWanted = Boolean(delivery && offersTip && onPayTip);
  const presets = useTipPresets(tipWanted);
  if (!order) return null;

  const rated = delivery ? experience > 0 && communication > 0 : food > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!order || !rated) return;
    setBusy(true);
    const base = {
      orderId: order.orderId,
      outletId: order.orderDetails.outletId,
      feedback: feedback.trim(),
      staffId: order.deliveryStaffId,
    };
    try {
      const answer = await submitRating(
        delivery
          ? { ...base, type: 'Delivery', delivery_experience: experience, communication }
          : { ...base, type: 'Take Out', orderRating: food },
      );
      notify.success(answer.message);
      onRated();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={delivery ? 'RATE YOUR DRIVER' : 'Rate Us'}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {delivery ? (
          <>
            <Driver>
              <Photo
                src={imageUrl(order.deliveryStaffProfileImage)}
                fallbackSrc={defaultUserImage()}
                alt=""
                width={80}
                height={80}
              />
              <p>
                <strong>{order.deliveryStaffName ?? 'Your driver'}</strong>
              </p>
              <p>It was a pleasure serving you!</p>
            </Driver>
            {tipWanted && presets && onPayTip && (
              <TipBlock presets={presets} onPay={(amount) => onPayTip(order, amount)} />
            )}
            <StarInput
              legend="RATE YOUR OVERALL DELIVERY EXPERIENCE"
              value={experience}
              onChange={setExperience}
            />
            <StarInput
              legend="DRIVER COMMUNICATION"
              value={communication}
              onChange={setCommunication}
            />
          </>
        ) : (
          <StarInput
            legend="How was the food? Please rate the restaurants."
            value={food}
            onChange={setFood}
          />
        )}
        <Feedback>
          <label htmlFor={feedbackId}>Any other comments?</label>
          <textarea
            id={feedbackId}
            value={feedback}
            maxLength={500}
            onChange={(event) => setFeedback(event.target.value)}
          />
        </Feedback>
        <Button type="submit" disabled={!rated} loading={busy} fullWidth>
          {delivery ? 'SUBMIT RATING' : 'Continue'}
        </Button>
      </Form>
    </Modal>
  );
}
