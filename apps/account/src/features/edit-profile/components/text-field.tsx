import { useField } from 'formik';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { FieldBox, FieldError, Input } from './field-styles';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id'> & {
  name: string;
  label: string;
};

/** A labelled formik input; its §5 message shows once the field was touched. */
export function TextField({ name, label, ...rest }: Props) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        {...field}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
