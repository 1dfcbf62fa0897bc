import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@island-eats/api-client/money';
import { Button } from '@island-eats/ui';
import { MIN_TIP, tipAmount, type TipChoice } from '../utils/tip-choice';

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceSand};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  input {
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  presets: number[];
  /** Opens the tip payment; the block only picks and checks the amount. */
  onPay: (amount: number) => void;
}

/**
 * SPEC.md §2/§4 'SAY THANKS WITH A TIP FOR YOUR DRIVER': the server's presets (the first chosen
 * at start), 'Other' with a typed amount, 'No Tip' (which disables PAY NOW), 'PAY NOW'.
 */
export function TipBlock({ presets, onPay }: Props) {
  const [choice, setChoice] = useState<TipChoice>(() =>
    presets[0] !== undefined ? { kind: 'preset', amount: presets[0] } : { kind: 'other' },
  );
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const result = tipAmount(choice, typed);
  const error = 'error' in result && (tried || typed !== '') ? result.error : undefined;
  const pressed = (candidate: TipChoice) =>
    candidate.kind === choice.kind &&
    (candidate.kind !== 'preset' ||
      (choice.kind === 'preset' && candidate.amount === choice.amount));

  function pay() {
    setTried(true);
    if ('amount' in result) onPay(result.amount);
  }

  return (
    <Block aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>SAY THANKS WITH A TIP FOR YOUR DRIVER</h3>
      <Choices>
        {(
          [
            { kind: 'other' },
            ...presets.map((amount) => ({ kind: 'preset', amount })),
            { kind: 'none' },
          ] as TipChoice[]
        ).map((candidate) => (
          <Button
            key={candidate.kind === 'preset' ? candidate.amount : candidate.kind}
            size="sm"
            variant={pressed(candidate) ? 'primary' : 'secondary'}
            aria-pressed={pressed(candidate)}
            onClick={() => setChoice(candidate)}
          >
            {candidate.kind === 'other'
              ? 'Other'
              : candidate.kind === 'none'
                ? 'No Tip'
                : formatMoney(candidate.amount)}
          </Button>
        ))}
      </Choices>
      {choice.kind === 'other' && (
        <Field>
          <label htmlFor={inputId}>Tip amount ($)</label>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={MIN_TIP}
            step="0.01"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          )}
        </Field>
      )}
      <Button onClick={pay} disabled={choice.kind === 'none'}>
        PAY NOW
      </Button>
    </Block>
  );
}
