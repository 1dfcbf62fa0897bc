import { useRef, type ClipboardEvent, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface OtpBoxesProps {
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Names the group for screen readers, e.g. 'One-time code'. */
  label: string;
  length?: number;
  disabled?: boolean;
  /** id of the message that describes an error, set on every box. */
  errorId?: string;
  /** id prefix of the boxes; the first box gets `${id}-0`, so a <label htmlFor> can point at it. */
  id?: string;
}

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
`;

const Box = styled.input`
  width: 44px;
  height: 52px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (max-width: 359.98px) {
    width: 38px;
    height: 46px;
  }
`;

const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/**
 * One single-character box per digit of a one-time code (SPEC.md §2). Typing moves on to the
 * next box, Backspace on an empty box moves back, and a pasted code fills every box.
 */
export function OtpBoxes({
  value,
  onChange,
  label,
  length = 6,
  disabled = false,
  errorId,
  id = 'otp',
}: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    // Digits stay packed from the left: a gap would make the code shorter than it looks.
    onChange(next.join('').slice(0, length));
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = digitsOf(event.target.value, length);
    if (!typed) return;
    if (typed.length > 1) {
      // Autofill of a whole code (one-time-code) or a fast typist: spread it from this box on.
      onChange(digitsOf(value.slice(0, index) + typed, length));
      focusBox(index + typed.length);
      return;
    }
    setDigit(index, typed.slice(-1));
    focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        onChange(value.slice(0, index) + value.slice(index + 1));
      } else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'), length);
    if (!pasted) return;
    onChange(pasted);
    focusBox(pasted.length);
  };

  return (
    <Group role="group" aria-label={label}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={`${id}-${index}`}
          value={digit}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // maxLength leaves room for the one-time-code autofill to arrive in the first box.
          maxLength={index === 0 ? length : 1}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          disabled={disabled}
        />
      ))}
    </Group>
  );
}
