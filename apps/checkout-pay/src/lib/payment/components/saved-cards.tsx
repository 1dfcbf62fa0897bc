import { useState } from 'react';
import styled from 'styled-components';
import { deleteCard } from '@island-eats/api-client';
import { MESSAGES } from '@island-eats/api-client/messages';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, CloseIcon, IconButton, Loader, notify } from '@island-eats/ui';
import { useSavedCards } from '../api/use-saved-cards';
import type { PaymentLabels } from '../utils/payment-labels';
import type { PaymentPick } from '../utils/payment-pick';
import { AddCardModal } from './add-card-modal';
import { DeleteCardConfirm } from './delete-card-confirm';

const List = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  border: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

// a card's row, and the row's place while the cards load or when there are none: one height,
// so nothing below it moves when the list arrives
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: calc(${({ theme }) => `${theme.sizes.tapTarget} + 2 * ${theme.space[2]}`} + 2px);
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    flex: 1;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    cursor: pointer;
  }
  > p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Where the actions (one row of buttons) will be, held while the cards load. */
const ActionsPlace = styled.div`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
`;

const lastFour = (masked: string) => masked.replace(/\D/g, '').slice(-4);

interface Props {
  outletId: number;
  busy: boolean;
  labels: PaymentLabels;
  onPay: (pick: PaymentPick) => Promise<void>;
}

/** SPEC.md §2 saved cards: a radio list by last four, delete with its 'Alert', Add New Card. */
export function SavedCards({ outletId, busy, labels, onPay }: Props) {
  const { cards, loaded, loading, error, reload } = useSavedCards(outletId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // a customer with a single card has chosen it already
  const only = cards.length === 1 ? cards[0]!.AccountToken : null;
  const selected = cards.some((card) => card.AccountToken === chosen) ? chosen : only;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const answer = await deleteCard({ outletId, access_token: deleting });
      notify.success(answer.message);
      if (chosen === deleting) setChosen(null);
      reload();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  function pay() {
    if (!selected) {
      notify.error(MESSAGES.selectCard, { toastId: MESSAGES.selectCard });
      return;
    }
    void onPay({ kind: 'card', token: selected });
  }

  if (loading && !loaded) {
    // the list's place, as one card (the usual case) takes it, and its actions', until the
    // cards are in
    return (
      <div>
        <List>
          <legend>Saved Cards</legend>
          <Row>
            <Loader label="Loading saved cards" />
          </Row>
        </List>
        <ActionsPlace />
      </div>
    );
  }
  return (
    <div>
      <List>
        <legend>Saved Cards</legend>
        {/* a read that failed before any answer says so, not that there are no cards: a
            passing failure is tried again by itself meanwhile */}
        {!loaded && error ? (
          <Row>
            <p>{error}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              Try again
            </Button>
          </Row>
        ) : (
          cards.length === 0 && <Row as="p">No saved cards yet.</Row>
        )}
        {cards.map((card) => {
          const four = lastFour(card.Account);
          return (
            <Row key={card.id}>
              <label>
                <input
                  type="radio"
                  name="saved-card"
                  value={card.AccountToken}
                  checked={selected === card.AccountToken}
                  onChange={() => setChosen(card.AccountToken)}
                />
                <span>Card ending in {four}</span>
              </label>
              <IconButton
                aria-label={`Delete card ending in ${four}`}
                onClick={() => setDeleting(card.AccountToken)}
              >
                <CloseIcon />
              </IconButton>
            </Row>
          );
        })}
      </List>
      <Actions>
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={busy}>
          Add New Card
        </Button>
        <Button onClick={pay} loading={busy}>
          {labels.savedCard}
        </Button>
      </Actions>
      {adding && (
        <AddCardModal
          outletId={outletId}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      <DeleteCardConfirm
        open={deleting !== null}
        busy={deleteBusy}
        onNo={() => setDeleting(null)}
        onYes={() => void confirmDelete()}
      />
    </div>
  );
}
