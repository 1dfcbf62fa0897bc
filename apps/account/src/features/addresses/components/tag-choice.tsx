import { useId } from 'react';
import styled from 'styled-components';
import { ADDRESS_TAGS, type AddressTag } from '../utils/address-tag';
import { Field } from './form-styles';

const Tags = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

interface Props {
  tag: AddressTag;
  name: string;
  onTag: (tag: AddressTag) => void;
  onName: (name: string) => void;
}

/** 'Tag As' Home / Work / Other, and for Other the address's own name (SPEC.md §2). */
export function TagChoice({ tag, name, onTag, onName }: Props) {
  const group = useId();
  const nameId = useId();
  return (
    <>
      <Tags>
        <legend>Tag As</legend>
        {ADDRESS_TAGS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={group}
              value={option}
              checked={tag === option}
              onChange={() => onTag(option)}
            />
            {option}
          </label>
        ))}
      </Tags>
      {tag === 'Other' && (
        <Field>
          <label htmlFor={nameId}>Address name</label>
          <input id={nameId} value={name} onChange={(event) => onName(event.target.value)} />
        </Field>
      )}
    </>
  );
}
