import { useState } from 'react';
import type { OrderType } from '@island-eats/api-client';
import { markPickupNoticeSeen, setOrderType, shouldShowPickupNotice } from '../choices';
import { loadedWhenShown, SegmentedToggle, type SegmentedOption } from '@island-eats/ui';

// loaded the first time it opens: most visits never see it
const PickupNotice = loadedWhenShown(
  () => import('./pickup-notice').then((module) => module.PickupNotice),
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

/**
 * SPEC.md §4 order type: Pick UP (Take Out) or Delivery. The first Pick UP of a browser
 * session asks through the NOTICE first; the change clears the cart and, published on the
 * bus, makes every list read itself again.
 */
export function OrderTypeToggle({ value, className }: Props) {
  const [noticeOpen, setNoticeOpen] = useState(false);

  function choose(type: OrderType) {
    if (shouldShowPickupNotice(type)) {
      setNoticeOpen(true);
      return;
    }
    void setOrderType(type);
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
          void setOrderType('Take Out');
        }}
      />
    </>
  );
}
