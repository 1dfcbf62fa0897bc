import { useId, useState } from 'react';
import styled from 'styled-components';
import type { OrderType } from '@island-eats/api-client';
import { scheduledText, slotLabel, slotsByDay } from '@island-eats/api-client/order-later';
import { Button, Card } from '@island-eats/ui';
import { chooseSlot } from '../api/schedule-cart';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font: inherit;
  }
`;

interface Props {
  outletId: number;
  orderType: OrderType;
  /** The ISO slots the closed outlet offers. */
  slots: readonly string[];
  /** The cart's slot at this outlet; null: not ordered for later yet. */
  chosen: string | null;
  onChosen: (slot: string | null) => void;
}

/**
 * 'Order for later' on a closed restaurant's menu: pick one of its next opening slots (island
 * time); once chosen, the page says so and offers to change or clear it.
 */
export function OrderLater({ outletId, orderType, slots, chosen, onChosen }: Props) {
  const selectId = useId();
  const [picked, setPicked] = useState(chosen ?? slots[0] ?? '');
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async (slot: string | null) => {
    setBusy(true);
    const saved = await chooseSlot(outletId, orderType, slot);
    setBusy(false);
    if (!saved) return;
    setChanging(false);
    onChosen(slot);
  };

  if (chosen && !changing) {
    return (
      <Section forwardedAs="section" aria-label="Order for later">
        <Row>
          <strong role="status">{scheduledText(chosen)}</strong>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change time
          </Button>
          <Button variant="secondary" loading={busy} onClick={() => void save(null)}>
            Clear
          </Button>
        </Row>
      </Section>
    );
  }
  return (
    <Section forwardedAs="section" aria-label="Order for later">
      <Row>
        <label htmlFor={selectId}>Order for later</label>
        <select id={selectId} value={picked} onChange={(event) => setPicked(event.target.value)}>
          {slotsByDay(slots).map(({ day, slots: ofDay }) => (
            <optgroup key={day} label={day}>
              {ofDay.map((slot) => (
                <option key={slot} value={slot}>
                  {slotLabel(new Date(slot))}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Button loading={busy} disabled={!picked} onClick={() => void save(picked)}>
          Schedule
        </Button>
      </Row>
    </Section>
  );
}
