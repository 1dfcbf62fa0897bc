import { useField } from 'formik';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { FieldBox, FieldError, Input } from './field-styles';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id'> & {
  name: string;
  label: string;
  /** Runs after formik took the new value (the login form hides its password field then). */
  onEdit?: () => void;
};

/** A labelled formik input; its §5 message shows under it once the field was touched. */
export function TextField({ name, label, onEdit, ...rest }: Props) {
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
        onChange={(event) => {
          field.onChange(event);
          onEdit?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
