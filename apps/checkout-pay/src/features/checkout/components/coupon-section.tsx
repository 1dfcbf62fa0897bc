import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  addCoupon,
  failureMessage,
  getDeliveryType,
  stored,
  type CartView,
} from '@island-eats/api-client';
import { COUPON_APPLIED } from '@island-eats/api-client/answer-texts';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify, VisuallyHidden } from '@island-eats/ui';
import { FieldError, Input } from '@island-eats/ui/form-fields';
import { Section } from './section';

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
`;

/**
 * 'Coupon' (SPEC.md §2, §5): the code is forced to uppercase; Apply becomes 'Applied' and is
 * disabled once the server applied it; the re-priced cart replaces the bill.
 */
export function CouponSection({
  cart,
  onPriced,
}: {
  cart: CartView;
  onPriced: (cart: CartView) => void;
}) {
  const id = useId();
  const [code, setCode] = useState(cart.couponName);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = cart.couponName !== '' && cart.couponName === code;

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || applied) return;
    setBusy(true);
    setRefusal('');
    try {
      const {
        error: _error,
        errorMessage: _message,
        message: _applied,
        ...priced
      } = await addCoupon({
        couponCode: code.trim(),
        order_type: getDeliveryType(),
        outletId: cart.dishes.outletDetails.outletId,
        tipAmount: stored.get('tipAmount') ?? 0,
        addressId: stored.get('chosenLocation')?.addressId ?? null,
      });
      onPriced(priced);
      setCode(priced.couponName);
      notify.success(COUPON_APPLIED);
    } catch (failure) {
      setRefusal(failureMessage(failure));
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="coupon-heading" title="Coupon">
      <Row onSubmit={(event) => void apply(event)} aria-labelledby="coupon-heading" noValidate>
        <VisuallyHidden as="label" htmlFor={id}>
          Coupon code
        </VisuallyHidden>
        <Input
          id={id}
          value={code}
          placeholder="Enter coupon code"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setRefusal('');
          }}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
        />
        <Button type="submit" loading={busy} disabled={applied || !code.trim()}>
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </Row>
      {refusal && <FieldError id={`${id}-error`}>{refusal}</FieldError>}
      {cart.couponMessage && <FieldError role="status">{cart.couponMessage}</FieldError>}
    </Section>
  );
}
