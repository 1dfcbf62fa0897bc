import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { renderApp } from '@island-eats/app-frame/testing';
import { CardNumberField, groupInFours } from '../card-fields';

describe('CardNumberField', () => {
  it('groups the number in fours while typing and keeps digits only in the form', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    renderApp(
      <Formik initialValues={{ cardNumber: '' }} onSubmit={submitted}>
        <Form>
          <CardNumberField name="cardNumber" />
          <button type="submit">Continue</button>
        </Form>
      </Formik>,
    );
    const field = screen.getByLabelText('Card Number');
    await user.type(field, '42424');
    expect(field).toHaveValue('4242 4');
    await user.type(field, '24242424242 99');
    expect(field).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveBeenCalledWith({ cardNumber: '4242424242424242' }, expect.anything());
    // a pasted number with its spaces is taken as its digits
    await user.clear(field);
    await user.click(field);
    await user.paste('4000 0566 5566 5556');
    expect(field).toHaveValue('4000 0566 5566 5556');
  });

  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
  ])('shows %p as %p', (digits, shown) => {
    expect(groupInFours(digits)).toBe(shown);
  });
});
