import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { OtpBoxes } from './otp-boxes';

function Harness({ onCode }: { onCode?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpBoxes
        label="One-time code"
        value={code}
        onChange={(next) => {
          setCode(next);
          onCode?.(next);
        }}
      />
      <output>{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpBoxes', () => {
  it('shows six labelled single-character boxes in a named group', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveAttribute('maxlength', '1');
  });

  it('moves to the next box on each digit and ignores letters', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('12');
    expect(boxes()[2]).toHaveFocus();
  });

  it('moves back and clears on Backspace', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('12');
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills all six boxes from a pasted code', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(boxes()[0]!);
    await user.paste('48 21 93');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '1',
      '9',
      '3',
    ]);
  });
});
