import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Group, Option } from './segmented-toggle-styles';

export interface SegmentedOption<T extends string> {
  value: T;
  /** Visible content: text, or an icon with `ariaLabel`. */
  label: ReactNode;
  /** Needed when `label` is an icon only (list / grid). */
  ariaLabel?: string;
}

export interface SegmentedToggleProps<T extends string> {
  /** Names the group for screen readers, e.g. 'Order type' or 'View'. */
  label: string;
  options: ReadonlyArray<SegmentedOption<T>>;
  value: T;
  onChange: (value: T) => void;
  fullWidth?: boolean;
  className?: string;
}

const STEP: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Pick UP / Delivery, list / grid: a radio group drawn as a pill. As with native radios, one
 * Tab stop, arrow keys move and select (wrapping), Home / End jump to the ends.
 */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  fullWidth = false,
  className,
}: SegmentedToggleProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const select = (index: number) => {
    const option = options[index];
    if (!option) return;
    refs.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const last = options.length - 1;
    // Step from the focused option: a parent may hold the value back (e.g. to confirm first).
    const focused = refs.current.findIndex((el) => el === document.activeElement);
    const from = focused >= 0 ? focused : selected;
    let next: number | undefined;
    if (step !== undefined) next = (from + step + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Group
      role="radiogroup"
      aria-label={label}
      onKeyDown={handleKeyDown}
      $fullWidth={fullWidth}
      className={className}
    >
      {options.map((option, index) => (
        <Option
          key={option.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="radio"
          aria-checked={index === selected}
          aria-label={option.ariaLabel}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => select(index)}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
