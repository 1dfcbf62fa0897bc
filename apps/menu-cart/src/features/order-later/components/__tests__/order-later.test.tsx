import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, clearSession, setSession } from '@island-eats/api-client';
import { renderApp } from '@island-eats/app-frame/testing';
import { session } from '../../../../testing/fixtures';
import { OrderLater } from '../order-later';

const scheduleCart = jest.fn();
jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  scheduleCart: (...args: unknown[]) => scheduleCart(...args),
}));

// Monday 9 June 2025 on the islands (UTC-4): 11:30 and 11:45, then Tuesday 10:00.
const SLOTS = ['2025-06-09T15:30:00.000Z', '2025-06-09T15:45:00.000Z', '2025-06-10T14:00:00.000Z'];

beforeEach(() => {
  scheduleCart.mockReset();
  setSession(session);
});
afterEach(() => clearSession());

const toastSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes(text))).toBe(true),
  );

function show(chosen: string | null = null) {
  const onChosen = jest.fn();
  renderApp(
    <OrderLater
      outletId={7}
      orderType="Take Out"
      slots={SLOTS}
      chosen={chosen}
      onChosen={onChosen}
    />,
  );
  return onChosen;
}

it('lists the slots by island day and schedules the one picked with the keyboard', async () => {
  scheduleCart.mockResolvedValue({ error: 'false', message: 'Your order is scheduled.' });
  const user = userEvent.setup();
  const onChosen = show();
  const list = screen.getByRole('combobox', { name: 'Order for later' });
  expect(screen.getByRole('group', { name: 'Mon, Jun 9' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Tue, Jun 10' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Tue 10:00 AM' })).toBeInTheDocument();
  await user.selectOptions(list, 'Mon 11:45 AM');
  await user.tab();
  await user.keyboard('{Enter}');
  await toastSays('Your order is scheduled.');
  expect(scheduleCart).toHaveBeenCalledWith({
    outletId: 7,
    order_type: 'Take Out',
    scheduled_for: SLOTS[1],
  });
  expect(onChosen).toHaveBeenCalledWith(SLOTS[1]);
});

it("says a refused slot's message and keeps the choice open", async () => {
  scheduleCart.mockRejectedValue(
    new ApiError(
      'server',
      'That time has passed. Please choose another time for your order.',
      200,
      {},
    ),
  );
  const user = userEvent.setup();
  const onChosen = show();
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  await toastSays('That time has passed.');
  expect(onChosen).not.toHaveBeenCalled();
});

it('shows the chosen slot with ways to change or clear it', async () => {
  scheduleCart.mockResolvedValue({ error: 'false', message: 'ok' });
  const user = userEvent.setup();
  show(SLOTS[0]);
  expect(screen.getByRole('status')).toHaveTextContent('Scheduled for Mon 11:30 AM');
  await user.click(screen.getByRole('button', { name: 'Change time' }));
  expect(screen.getByRole('combobox', { name: 'Order for later' })).toHaveValue(SLOTS[0]);
});

it('clears the slot', async () => {
  scheduleCart.mockResolvedValue({ error: 'false', message: 'ok' });
  const user = userEvent.setup();
  const onChosen = show(SLOTS[0]);
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(onChosen).toHaveBeenCalledWith(null));
  expect(scheduleCart).toHaveBeenCalledWith(expect.objectContaining({ scheduled_for: null }));
});
