import { useId, useState } from 'react';
import styled from 'styled-components';
import { stored } from '@island-eats/api-client';

export const NOTE_LIMIT = 100;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  textarea {
    width: 100%;
    min-height: 72px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
  }
`;

/**
 * The order's additional note, at most 100 characters, kept under the stored key
 * additionalInfo (SPEC §3) so checkout sends it as orderSuggestions.
 */
export function AdditionalNote() {
  const id = useId();
  const [note, setNote] = useState(() => stored.get('additionalInfo') ?? '');
  const change = (value: string) => {
    const next = Array.from(value).slice(0, NOTE_LIMIT).join('');
    setNote(next);
    if (next) stored.set('additionalInfo', next);
    else stored.remove('additionalInfo');
  };
  return (
    <Field>
      <label htmlFor={id}>Additional Note</label>
      <textarea
        id={id}
        value={note}
        maxLength={NOTE_LIMIT}
        aria-describedby={`${id}-count`}
        onChange={(event) => change(event.target.value)}
      />
      <small id={`${id}-count`}>
        {Array.from(note).length}/{NOTE_LIMIT} characters
      </small>
    </Field>
  );
}
