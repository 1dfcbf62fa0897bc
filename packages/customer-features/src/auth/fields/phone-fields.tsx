import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { blockNonNumericKeys, SIGN_UP_COUNTRY_CODES } from '@island-eats/api-client';
import { FieldBox, FieldError, Select } from '@island-eats/ui/form-fields';
import { TextField } from '@island-eats/ui/form-fields';

const Row = styled.div`
  display: grid;
  grid-template-columns: 124px 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

interface Props {
  /** Called when the number or its code changes (SPEC.md §4: the password field hides again). */
  onEdit?: () => void;
}

/** Country code (+1 by default, or +91) beside the 10-digit mobile number. */
export function PhoneFields({ onEdit }: Props) {
  const [code, codeMeta] = useField<string>('countryCode');
  const id = useId();
  const codeError = codeMeta.touched ? codeMeta.error : undefined;
  return (
    <Row>
      <FieldBox>
        <label htmlFor={id}>Country Code</label>
        <Select
          id={id}
          {...code}
          onChange={(event) => {
            code.onChange(event);
            onEdit?.();
          }}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-error` : undefined}
        >
          {SIGN_UP_COUNTRY_CODES.map((dial) => (
            <option key={dial} value={dial}>
              {dial}
            </option>
          ))}
        </Select>
        {codeError && <FieldError id={`${id}-error`}>{codeError}</FieldError>}
      </FieldBox>
      <TextField
        name="mobileNumber"
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        onKeyDown={blockNonNumericKeys}
        onEdit={onEdit}
      />
    </Row>
  );
}
