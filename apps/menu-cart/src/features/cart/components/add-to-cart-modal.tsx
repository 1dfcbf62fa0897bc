import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CartView } from '@island-eats/api-client';
import { MESSAGES } from '@island-eats/api-client/messages';
import { formatMoney } from '@island-eats/api-client/money';
import { dishLimitMessage, roomUnderLimit } from '@island-eats/api-client/rules';
import type { AddToCartModalProps } from '@island-eats/app-frame';
import { clearCartEverywhere } from '@island-eats/customer-features/cart';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { Button, formatTime, Modal } from '@island-eats/ui';
import { QuantityStepper } from '@island-eats/ui/quantity-stepper';
import { useCartView } from '../api/use-cart-view';
import { refreshCart } from '../api/refresh-cart';
import { saveCartItem } from '../api/save-cart-item';
import { chooseAddOn, chosenItems } from '../utils/choose-add-on';
import { dishTotal } from '../utils/dish-total';
import { AddOnGroup } from './add-on-group';
import { ClearCartConfirm } from './clear-cart-confirm';

const NOTE_MAX = 100;
/** The server takes at most 99 of a line; a dish may allow fewer per order. */
const MAX_QUANTITY = 99;
const OUT_OF_STOCK = 'Out of Stock';

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NotesLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Notes = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LimitNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`;

/**
 * The add-to-cart modal (SPEC §2, §4, §5): add-ons, notes, quantity and the computed total.
 * Mounted while open, so each opening starts from the dish (or the edited line).
 */
export function AddToCartModal({ dish, outletId, editing, onClose }: AddToCartModalProps) {
  const [chosen, setChosen] = useState<number[]>(editing?.customisation ?? []);
  const [note, setNote] = useState(editing?.spl_instruction ?? '');
  const [quantity, setQuantity] = useState(editing?.dishQuantity ?? 1);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const cart = useCartView();
  const errorId = useId();
  const loggedIn = useLoggedIn();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The dish's limit counts what the cart already holds of it on other lines.
  const inCart = (cart?.dishes.dishes ?? [])
    .filter((line) => line.dishId === dish.dishId && line.cartId !== editing?.cartId)
    .reduce((sum, line) => sum + line.dishQuantity, 0);
  const room = roomUnderLimit(dish.maxPerOrder, inCart);
  const atLimit = room !== null && quantity >= room;
  const groups = dish.dishCustomisation;
  const total = dishTotal(dish.price, chosenItems(groups, chosen), quantity);
  const served =
    dish.dishavailable === 0 && dish.availableFrom && dish.availableTo
      ? `Dish is available from ${formatTime(dish.availableFrom)} to ${formatTime(dish.availableTo)}`
      : null;

  const save = async (cart: CartView | null) => {
    setSaving(true);
    const saved = await saveCartItem(
      { outletId, dishId: dish.dishId, customisation: chosen, note, quantity },
      cart,
      editing,
    );
    setSaving(false);
    if (saved) onClose();
  };

  const add = async () => {
    setSaving(true);
    const cart = await refreshCart();
    setSaving(false);
    // SPEC §4: a cart holds one outlet; another outlet's items must be cleared first.
    if (cart && cart.dishes.dishes.length > 0 && cart.dishes.outletDetails.outletId !== outletId) {
      setConfirmClear(true);
      return;
    }
    return save(cart);
  };

  const submit = async () => {
    if (dish.isCustomizable === 1 && groups.length > 0 && chosen.length === 0) {
      setError(MESSAGES.selectAddOn);
      return;
    }
    setError('');
    if (editing) return save(null);
    if (!loggedIn) {
      // SPEC §4: a visitor logs in first (the host's modal, over this one); the choices made
      // here are added once they have, and only if this dialog is still open then.
      bus.request('openLoginThen', () => {
        if (mounted.current) void add();
      });
      return;
    }
    return add();
  };

  const clearAndSave = async () => {
    setConfirmClear(false);
    setSaving(true);
    await clearCartEverywhere();
    await save(null);
  };

  const action =
    dish.stock_status === 1 ? (
      <Button disabled>{OUT_OF_STOCK}</Button>
    ) : served ? (
      <p role="status">{served}</p>
    ) : (
      <Button loading={saving} disabled={room === 0} onClick={() => void submit()}>
        {editing ? 'Update Item' : 'Add Item'} {formatMoney(total)}
      </Button>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={dish.dishName}
      footer={
        <Footer>
          <QuantityStepper
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={room === null ? MAX_QUANTITY : Math.max(1, room)}
          />
          {action}
          {atLimit && dish.maxPerOrder !== null && (
            <LimitNote role="status">
              {dishLimitMessage(dish.dishName, dish.maxPerOrder, inCart)}
            </LimitNote>
          )}
        </Footer>
      }
    >
      <Price>{dish.displayPrice}</Price>
      {dish.description && <Description>{dish.description}</Description>}
      {groups.length > 0 && (
        <div role="group" aria-label="Add On" aria-describedby={error ? errorId : undefined}>
          <h3>Add On</h3>
          {groups.map((group) => (
            <AddOnGroup
              key={group.customizableId}
              group={group}
              chosen={chosen}
              pickNeeded={dish.isCustomizable === 1 && groups.length === 1}
              onChoose={(g, item) => {
                setChosen((current) => chooseAddOn(current, g, item));
                setError('');
              }}
            />
          ))}
        </div>
      )}
      <NotesLabel htmlFor={`${errorId}-notes`}>Notes</NotesLabel>
      <Notes
        id={`${errorId}-notes`}
        value={note}
        maxLength={NOTE_MAX}
        onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
      />
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
      <ClearCartConfirm
        open={confirmClear}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => void clearAndSave()}
      />
    </Modal>
  );
}
