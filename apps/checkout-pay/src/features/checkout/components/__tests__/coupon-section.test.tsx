import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type CartView } from '@island-eats/api-client';
import type { Reply } from '@island-eats/api-client/testing';
import type { TestServer } from '@island-eats/app-frame/testing';
import { ok, refuse, sentTo, startCheckoutApi } from '../../../../testing/checkout-api';
import { cart, profile, savedCard, session } from '../../../../testing/fixtures';
import { renderCheckout } from './render-checkout';

/** The cart as addCoupon answers it with SAVE10 (10 % off) applied. */
const discounted = cart({
  couponName: 'SAVE10',
  couponSavingAmount: '0.40',
  subtotal_discount: '0.40',
  after_discount_subtotal: '3.60',
  netAmount: '3.60',
  dishes: {
    ...cart().dishes,
    billTotals: [
      { displayKey: 'Sub Total', displayValue: '$4.00', netAmount: '4.00' },
      { displayKey: 'Coupon Discount', displayValue: '-$0.40', netAmount: '-0.40' },
      { displayKey: 'Net Amount', displayValue: '$3.60', netAmount: '3.60' },
    ],
  },
});

let api: TestServer;
let viewed: CartView;
let couponAnswer: () => Reply;

beforeEach(async () => {
  setSession(session);
  viewed = cart();
  couponAnswer = () => ok({ ...discounted, message: 'Coupon code is applied successfully!' });
  api = await startCheckoutApi({
    viewCart: () => ok(viewed),
    getProfile: () => ok({ usersDetails: profile }),
    getCard: () => ok({ getCardList: [savedCard(1, '4242')] }),
    addCoupon: () => couponAnswer(),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

async function couponForm() {
  renderCheckout();
  const form = await screen.findByRole('form', { name: 'Coupon' });
  return { form, input: within(form).getByLabelText('Coupon code') };
}

const bill = () => screen.getByRole('region', { name: 'Cart Total' });

describe('Coupon', () => {
  it('applies a code typed in lowercase as uppercase, and shows the discounted bill', async () => {
    const user = userEvent.setup();
    const { form, input } = await couponForm();
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(input, 'save10');
    expect(input).toHaveValue('SAVE10');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon code is applied successfully!')).toBeInTheDocument();
    expect(sentTo(api, 'addCoupon')).toEqual([
      expect.objectContaining({ couponCode: 'SAVE10', outletId: 3, order_type: 'Take Out' }),
    ]);
    expect(within(form).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(bill()).toHaveTextContent('Coupon Discount-$0.40');
    expect(bill()).toHaveTextContent('Net Amount$3.60');
  });

  it("shows a refused code's reason under the field until the code is edited", async () => {
    const user = userEvent.setup();
    couponAnswer = () => refuse('This coupon has expired.');
    const { form, input } = await couponForm();
    await user.type(input, 'summer23');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('This coupon has expired.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // the bill is as it was, and Apply may be pressed again
    expect(bill()).toHaveTextContent('Net Amount$4.00');
    expect(bill()).not.toHaveTextContent('Coupon Discount');
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeEnabled();

    await user.clear(input);
    await user.type(input, 'SAVE10');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('shows a coupon already on the cart as Applied, and offers Apply for another code', async () => {
    const user = userEvent.setup();
    viewed = discounted;
    const { form, input } = await couponForm();
    expect(input).toHaveValue('SAVE10');
    expect(within(form).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(bill()).toHaveTextContent('Coupon Discount-$0.40');

    await user.clear(input);
    await user.type(input, 'FREEDEL');
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("says why the cart's coupon no longer counts", async () => {
    viewed = cart({ couponName: 'SAVE10', couponMessage: 'This coupon has expired.' });
    await couponForm();
    expect(await screen.findByText('This coupon has expired.')).toHaveAttribute('role', 'status');
  });
});
