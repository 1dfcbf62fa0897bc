import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type SavedCard } from '@island-eats/api-client';
import type { Reply } from '@island-eats/api-client/testing';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { ok, refuse, sentTo, startCheckoutApi } from '../../../../testing/checkout-api';
import { savedCard, session } from '../../../../testing/fixtures';
import { ORDER_LABELS } from '../../utils/payment-labels';
import { SavedCards } from '../saved-cards';

let api: TestServer;
let cards: SavedCard[];
let addAnswer: () => Reply;

beforeEach(async () => {
  setSession(session);
  cards = [];
  addAnswer = () => {
    cards = [savedCard(9, '1111')];
    return ok({ message: 'Card added successfully.' });
  };
  api = await startCheckoutApi({
    getCard: () => ok({ getCardList: cards }),
    addCard: () => addAnswer(),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

/** Opens 'Add Card' from the saved cards, as the customer does at checkout. */
async function openAddCard() {
  const user = userEvent.setup();
  renderApp(<SavedCards outletId={3} busy={false} labels={ORDER_LABELS} onPay={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'Add New Card' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Card' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  /** Fills a valid card holder, expiry, CVV and zip around `number`, and sends it. */
  const submitCard = async (number: string) => {
    await user.type(field('Card Holder Name'), 'Dana Demo');
    await user.type(field('Card Number'), number);
    await user.type(field('Expiry (MM/YYYY)'), '122030');
    await user.type(field('CVV'), '123');
    await user.type(field('Zip Code'), '00820');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  };
  return { user, dialog, field, submitCard };
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Add Card', () => {
  it("asks for every field: 'Required' under each, and nothing is sent", async () => {
    const { user, dialog, field } = await openAddCard();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    for (const label of [
      'Card Holder Name',
      'Card Number',
      'Expiry (MM/YYYY)',
      'CVV',
      'Zip Code',
    ]) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(errorOf(field(label))).toBe('Required');
    }
    expect(sentTo(api, 'addCard')).toEqual([]);
  });

  it('holds each field to its SPEC §5 rule', async () => {
    const { user, dialog, field } = await openAddCard();
    await user.type(field('Card Holder Name'), 'Dana 2nd');
    // fewer than 16 digits
    await user.type(field('Card Number'), '424242424242');
    // MM/YYYY, formatted as typed; month 13 does not exist
    await user.type(field('Expiry (MM/YYYY)'), '132030');
    expect(field('Expiry (MM/YYYY)')).toHaveValue('13/2030');
    // e, + and - are blocked; CVV under 5 digits, zip under 8
    await user.type(field('CVV'), '1e2+3-45');
    expect(field('CVV')).toHaveValue('1234');
    await user.type(field('Zip Code'), '008201234');
    expect(field('Zip Code')).toHaveValue('0082012');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(errorOf(field('Card Number'))).toBe('Please enter upto 16 digits'));
    expect(errorOf(field('Card Holder Name'))).toBe('Please use letters and spaces only.');
    expect(errorOf(field('Expiry (MM/YYYY)'))).toBe('Please enter the expiry date as MM/YYYY.');
    expect(field('CVV')).not.toHaveAttribute('aria-invalid');
    expect(field('Zip Code')).not.toHaveAttribute('aria-invalid');
    expect(sentTo(api, 'addCard')).toEqual([]);
  });

  it('saves a valid card: its message, the modal closes, and the new card is listed', async () => {
    const { submitCard } = await openAddCard();
    expect(screen.getByText('No saved cards yet.')).toBeInTheDocument();
    await submitCard('4111111111111111');

    expect(await screen.findByText('Card added successfully.')).toBeInTheDocument();
    expect(sentTo(api, 'addCard')).toEqual([
      expect.objectContaining({
        card_number: '4111111111111111',
        expiration_month: '12',
        expiration_year: '2030',
        cvv: '123',
        zip_code: '00820',
        type: 'Dana Demo',
        card_type: 1,
        outletId: 3,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Card' })).toBeNull());
    expect(await screen.findByRole('radio', { name: 'Card ending in 1111' })).toBeChecked();
  });

  it("shows the server's refusal, stays open, and clears the fields", async () => {
    addAnswer = () => refuse('Your card was declined.');
    const { field, submitCard } = await openAddCard();
    await submitCard('4000000000000002');

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
    for (const label of [
      'Card Holder Name',
      'Card Number',
      'Expiry (MM/YYYY)',
      'CVV',
      'Zip Code',
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByText('No saved cards yet.')).toBeInTheDocument();
  });
});
