import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type SavedCard } from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { ok, refuse, sentTo, startCheckoutApi } from '../../../../testing/checkout-api';
import { savedCard, session } from '../../../../testing/fixtures';
import { ORDER_LABELS } from '../../utils/payment-labels';
import { SavedCards } from '../saved-cards';

const visa = savedCard(1, '4242');
const master = savedCard(2, '4444');

let api: TestServer;
let cards: SavedCard[];
let deleteAnswer: () => ReturnType<typeof ok>;

beforeEach(async () => {
  setSession(session);
  cards = [visa, master];
  deleteAnswer = () => ok({ message: 'Card deleted successfully.' });
  api = await startCheckoutApi({
    getCard: () => ok({ getCardList: cards }),
    deleteCard: () => deleteAnswer(),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

function renderCards() {
  const onPay = jest.fn(() => Promise.resolve());
  renderApp(<SavedCards outletId={3} busy={false} labels={ORDER_LABELS} onPay={onPay} />);
  return onPay;
}

describe('SavedCards', () => {
  it('lists the cards by their last four and pays with the one chosen', async () => {
    const user = userEvent.setup();
    const onPay = renderCards();
    expect(screen.getByRole('status')).toHaveTextContent('Loading saved cards');
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    const list = screen.getByRole('group', { name: 'Saved Cards' });
    expect(
      within(list)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([visa.AccountToken, master.AccountToken]);
    expect(within(list).getByRole('radio', { name: 'Card ending in 4242' })).not.toBeChecked();
    expect(api.last().query.get('outletId')).toBe('3');

    await user.click(within(list).getByRole('radio', { name: 'Card ending in 4444' }));
    expect(within(list).getByRole('radio', { name: 'Card ending in 4444' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPay).toHaveBeenCalledWith({ kind: 'card', token: master.AccountToken });
  });

  it('has the only card chosen already', async () => {
    const user = userEvent.setup();
    cards = [visa];
    const onPay = renderCards();
    expect(await screen.findByRole('radio', { name: 'Card ending in 4242' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPay).toHaveBeenCalledWith({ kind: 'card', token: visa.AccountToken });
  });

  it("says 'Please Select the Card' when Place Order is pressed with none chosen", async () => {
    const user = userEvent.setup();
    const onPay = renderCards();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please Select the Card')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("says so when there are no saved cards, and still offers 'Add New Card'", async () => {
    const user = userEvent.setup();
    cards = [];
    const onPay = renderCards();
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Card' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please Select the Card')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("deletes a card after the 'Alert' is answered Yes, and keeps it on No", async () => {
    const user = userEvent.setup();
    const onPay = renderCards();
    await user.click(await screen.findByRole('radio', { name: 'Card ending in 4242' }));

    await user.click(screen.getByRole('button', { name: 'Delete card ending in 4242' }));
    const alert = screen.getByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Are you sure you want to delete?');
    await user.click(within(alert).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull());
    expect(sentTo(api, 'deleteCard')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete card ending in 4242' }));
    cards = [master];
    await user.click(
      within(screen.getByRole('dialog', { name: 'Alert' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Card deleted successfully.')).toBeInTheDocument();
    expect(sentTo(api, 'deleteCard')).toEqual([
      expect.objectContaining({ outletId: 3, access_token: visa.AccountToken }),
    ]);
    // the list is read again: the deleted card is gone, and was the one chosen
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Card ending in 4242' })).toBeNull(),
    );
    expect(screen.getByRole('radio', { name: 'Card ending in 4444' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPay).toHaveBeenCalledWith({ kind: 'card', token: master.AccountToken });
  });

  it("shows the server's refusal of a delete and keeps the card", async () => {
    const user = userEvent.setup();
    deleteAnswer = () => refuse('Card not found.');
    renderCards();
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 4444' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Alert' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Card not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Card ending in 4444' })).toBeInTheDocument();
  });

  it('says why the cards could not be read, then lists them once the server answers', async () => {
    const unreachable = 'We cannot reach our database right now. Please try again in a moment.';
    let down = true;
    api.reply(() =>
      down ? { status: 503, body: refuse(unreachable).body } : ok({ getCardList: cards }),
    );
    renderCards();
    expect(await screen.findByText(unreachable, { selector: 'fieldset p' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    // not that the customer has no cards, while they are out of reach
    expect(screen.queryByText('No saved cards yet.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    down = false;
    // tried again by itself a second later
    expect(await screen.findByRole('radio', { name: 'Card ending in 4242' })).toBeInTheDocument();
  });
});
