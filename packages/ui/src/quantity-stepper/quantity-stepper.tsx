import styled from 'styled-components';
import { IconButton } from '../icon-button/icon-button';
import { Icon } from '../icons/icon';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Names what is counted, e.g. 'Quantity' or 'Quantity of Sorrel'. */
  label: string;
  /** The add-to-cart modal starts at 1; the cart goes to 0 (= remove the line). */
  min?: number;
  max?: number;
  /** True while a change is being saved: the buttons wait so a double click asks once. */
  busy?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Value = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

function MinusIcon() {
  return (
    <Icon>
      <path d="M5 12h14" />
    </Icon>
  );
}

function PlusIcon() {
  return (
    <Icon>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** Minus / count / plus. The count is announced politely as it changes. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  busy = false,
  size = 'sm',
  className,
}: QuantityStepperProps) {
  const step = (delta: number) => {
    const next = value + delta;
    if (busy || next < min || next > max) return;
    onChange(next);
  };
  return (
    <Group role="group" aria-label={label} aria-busy={busy || undefined} className={className}>
      <IconButton
        size={size}
        aria-label={`Decrease ${label}`}
        disabled={value <= min}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </IconButton>
      <Value aria-live="polite" aria-label={label}>
        {value}
      </Value>
      <IconButton
        size={size}
        aria-label={`Increase ${label}`}
        disabled={value >= max}
        onClick={() => step(1)}
      >
        <PlusIcon />
      </IconButton>
    </Group>
  );
}
