import { useField } from 'formik';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { FieldBox, FieldError, Input } from './field-styles';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'onChange'> & {
  name: string;
  label: string;
  /** Rewrites what was typed before formik takes it (digits only, MM/YYYY, uppercase). */
  format?: (typed: string) => string;
  /** How the stored value is shown (a card number in groups of four); what is typed goes
   * through `format`, which must drop what `display` added. */
  display?: (value: string) => string;
  /** Runs after formik took the new value (the login form hides its password field then). */
  onEdit?: () => void;
};

/** A labelled formik input; its §5 message shows under it once the field was touched. */
export function TextField({ name, label, format, display, onEdit, ...rest }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        {...field}
        value={display ? display(field.value) : field.value}
        {...rest}
        onChange={(event) => {
          if (format) void helpers.setValue(format(event.target.value));
          else field.onChange(event);
          onEdit?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
