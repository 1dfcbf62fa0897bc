import { useState } from 'react';
import type { OrderType } from '@island-eats/api-client';
import { cartHasItems } from '../cart/kept-cart';
import { markPickupNoticeSeen, setOrderType, shouldShowPickupNotice } from '../choices';
import { loadedWhenShown, SegmentedToggle, type SegmentedOption } from '@island-eats/ui';

// loaded the first time it opens: most visits never see it
const PickupNotice = loadedWhenShown(
  () => import('./pickup-notice').then((module) => module.PickupNotice),
  (props) => props.open,
);

const ClearCartConfirm = loadedWhenShown(
  () => import('../choices/clear-cart-confirm').then((module) => module.ClearCartConfirm),
  (props) => props.open,
);

const OPTIONS: ReadonlyArray<SegmentedOption<OrderType>> = [
  { value: 'Take Out', label: 'Pick UP' },
  { value: 'Delivery', label: 'Delivery' },
];

interface Props {
  value: OrderType;
  className?: string;
}

const labelOf = (type: OrderType) => OPTIONS.find((option) => option.value === type)?.label;

/**
 * SPEC.md §4 order type: Pick UP (Take Out) or Delivery. The first Pick UP of a browser
 * session asks through the NOTICE first; the change clears the cart and, published on the
 * bus, makes every list read itself again. With items in the cart it asks before, as the
 * island switch does: No keeps the order type and the cart.
 */
export function OrderTypeToggle({ value, className }: Props) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [asking, setAsking] = useState<OrderType | null>(null);

  function change(type: OrderType) {
    if (cartHasItems()) setAsking(type);
    else void setOrderType(type);
  }

  function choose(type: OrderType) {
    if (type === value) return;
    if (shouldShowPickupNotice(type)) {
      setNoticeOpen(true);
      return;
    }
    change(type);
  }

  return (
    <>
      <SegmentedToggle
        label="Order type"
        options={OPTIONS}
        value={value}
        onChange={choose}
        className={className}
      />
      <PickupNotice
        open={noticeOpen}
        onGoBack={() => setNoticeOpen(false)}
        onOk={() => {
          markPickupNoticeSeen();
          setNoticeOpen(false);
          change('Take Out');
        }}
      />
      <ClearCartConfirm
        open={asking !== null}
        title="Switch Order Type"
        onYes={() => {
          setAsking(null);
          if (asking) void setOrderType(asking);
        }}
        onNo={() => setAsking(null)}
      >
        Switch to <strong>{asking && labelOf(asking)}</strong>?
      </ClearCartConfirm>
    </>
  );
}
