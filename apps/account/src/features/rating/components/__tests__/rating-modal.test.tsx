import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { pastOrder, session } from '../../../../testing/fixtures';
import { startAccountApi } from '../../../../testing/account-api';
import { RatingModal } from '../rating-modal';

let api: TestServer;
beforeEach(async () => {
  setSession(session);
  api = await startAccountApi({
    getloginSetting: () => ({ error: 'false', tip: [3, 6], located_at: [] }),
  });
});
afterEach(async () => {
  clearSession();
  await api.close();
});

const delivery = pastOrder({
  order_type: 'Delivery',
  tip_after_order: 1,
  tip: '0.00',
  deliveryStaffName: 'Marcus Henry',
});

it("offers the tip block with the server's presets and hands PAY NOW's amount on", async () => {
  const user = userEvent.setup();
  const payTip = jest.fn();
  renderApp(
    <RatingModal
      order={delivery}
      offersTip
      onPayTip={payTip}
      onClose={() => {}}
      onRated={() => {}}
    />,
  );
  const modal = await screen.findByRole('dialog', { name: 'RATE YOUR DRIVER' });
  await within(modal).findByRole('button', { name: '$3.00', pressed: true });
  await user.click(within(modal).getByRole('button', { name: '$6.00' }));
  await user.click(within(modal).getByRole('button', { name: 'PAY NOW' }));
  expect(payTip).toHaveBeenCalledWith(delivery, 6);
});

it('shows no tip block without a way to pay it, or once a tip was given', async () => {
  renderApp(
    <RatingModal
      order={{ ...delivery, tip: '2.00' }}
      offersTip={false}
      onPayTip={jest.fn()}
      onClose={() => {}}
      onRated={() => {}}
    />,
  );
  await screen.findByRole('dialog', { name: 'RATE YOUR DRIVER' });
  expect(screen.queryByText('SAY THANKS WITH A TIP FOR YOUR DRIVER')).toBeNull();
  expect(api.received.some((r) => r.path.endsWith('/getloginSetting'))).toBe(false);
});
