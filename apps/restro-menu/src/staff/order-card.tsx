import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { type BoardOrder } from '@island-eats/api-client';
import { staffOrderStep } from '@island-eats/api-client/staff';
import { scheduledText } from '@island-eats/api-client/order-later';
import { refusalSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Badge, Button, Card, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import {
  ago,
  howServed,
  islandTime,
  nextStep,
  PREPARATION_MINUTES,
  STATUS_TEXT,
} from './order-steps';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  justify-content: space-between;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const tone = (status: string) =>
  status === 'placed'
    ? 'warning'
    : status === 'rejected' || status === 'cancelled'
      ? 'danger'
      : status === 'ready_for_pickup'
        ? 'success'
        : 'info';

interface Props {
  order: BoardOrder;
  token: string;
  now: number;
  /** Whether the member serves several outlets: then each card names its own. */
  showOutlet: boolean;
  onChanged: (order: Partial<BoardOrder> & { orderId: number }) => void;
}

/** One order on the board: what to make and for whom, and the step it can take now. */
export function OrderCard({ order, token, now, showOutlet, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [minutes, setMinutes] = useState(15);
  const titleId = useId();
  const step = nextStep(order);

  const act = async (
    kind: 'advance' | 'reject',
    details: { preparationMinutes?: number; reason?: string },
    done: string,
  ) => {
    setBusy(true);
    try {
      const answer = await staffOrderStep(token, order.orderId, kind, {
        from: order.status,
        ...details,
      });
      // shown at once; the board's push brings the order as the server has it right after
      onChanged({
        orderId: order.orderId,
        status: answer.status,
        preparationMinutes: details.preparationMinutes ?? order.preparationMinutes,
        refusalReason: details.reason ?? order.refusalReason,
      });
      notify.success(done);
      setRefusing(false);
    } catch (failure) {
      // another tablet moved it on: the push brings it, the toast says what happened
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>
          {order.displayOrderId} · {order.customerFirstName || 'Guest'}
        </h3>
        <Badge tone={tone(order.status)}>{STATUS_TEXT[order.status] ?? order.status}</Badge>
      </Head>
      <Muted>
        {howServed(order)} · placed {islandTime(order.placedAt)} ({ago(order.placedAt, now)}) ·{' '}
        {order.netAmount}
        {showOutlet && <> · {order.outletName}</>}
      </Muted>
      {order.scheduledFor && <Muted>{scheduledText(order.scheduledFor)}</Muted>}
      {order.preparationMinutes !== null && order.status === 'confirmed' && (
        <Muted>Preparation: {order.preparationMinutes} min</Muted>
      )}
      {order.refusalReason && <Muted>Refused: {order.refusalReason}</Muted>}
      <Lines>
        {order.lines.map((line, index) => (
          <li key={index}>
            <strong>
              {line.quantity} × {line.dishName}
            </strong>
            {line.addOns.length > 0 && <Muted>with {line.addOns.join(', ')}</Muted>}
            {line.note && <Muted>Note: {line.note}</Muted>}
          </li>
        ))}
      </Lines>
      {order.note && <Muted>Order note: {order.note}</Muted>}

      {order.status === 'placed' && !refusing && (
        <Actions>
          <label>
            Ready in
            <select value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
              {PREPARATION_MINUTES.map((value) => (
                <option key={value} value={value}>
                  {value} minutes
                </option>
              ))}
            </select>
          </label>
          <Button
            loading={busy}
            onClick={() =>
              act('advance', { preparationMinutes: minutes }, `${order.displayOrderId} accepted`)
            }
          >
            Accept
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setRefusing(true)}>
            Refuse
          </Button>
        </Actions>
      )}
      {order.status === 'placed' && refusing && (
        <Formik
          initialValues={{ reason: '' }}
          validationSchema={refusalSchema}
          onSubmit={({ reason }) =>
            act('reject', { reason: reason.trim() }, `${order.displayOrderId} refused`)
          }
        >
          <Form noValidate>
            <TextField name="reason" label="Why can you not take it? (the customer reads this)" />
            <Actions>
              <Button type="submit" loading={busy}>
                Refuse order
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setRefusing(false)}>
                Keep it
              </Button>
            </Actions>
          </Form>
        </Formik>
      )}
      {step && (
        <Actions>
          <Button
            loading={busy}
            onClick={() => act('advance', {}, `${order.displayOrderId}: ${step}`)}
          >
            {step}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
