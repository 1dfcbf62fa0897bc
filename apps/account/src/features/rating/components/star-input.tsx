import { useId } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '@island-eats/api-client/messages';
import { StarIcon, visuallyHiddenStyles } from '@island-eats/ui';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Star = styled.label<{ $on: boolean }>`
  display: inline-flex;
  padding: 2px;
  font-size: 2rem;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.borderStrong)};

  input {
    ${visuallyHiddenStyles}
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Required = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  legend: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * Five stars as radio buttons. Choosing the chosen star again clears it, which brings back
 * 'Rating is required!' (SPEC.md §5).
 */
export function StarInput({ legend, value, onChange }: Props) {
  const name = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Star key={stars} $on={stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
              onClick={() => stars === value && onChange(0)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            />
            <StarIcon filled={stars <= value} />
          </Star>
        ))}
      </Stars>
      {value === 0 && <Required role="alert">{MESSAGES.ratingRequired}</Required>}
    </Group>
  );
}
