import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '@island-eats/ui/form-fields';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};

  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/** The sign-up terms box: it must be ticked before Sign Up is enabled (SPEC.md §5). */
export function TermsField() {
  const [field, meta] = useField<boolean>({ name: 'terms', type: 'checkbox' });
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <Box>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        I agree to the Terms and Conditions
      </label>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Box>
  );
}
