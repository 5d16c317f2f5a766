import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@ciao/shared';
import type { BoundFieldProps } from './use-bound-field';
import { useFieldError } from './use-field-error';

export type FormCheckboxProps<T extends FieldValues, TOutput extends FieldValues = T> = BoundFieldProps<T, TOutput> &
  Omit<CheckboxProps, 'name' | 'label' | 'checked' | 'defaultChecked' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

/** A Checkbox bound to a boolean form field (consents: the schema says z.literal(true)). */
export function FormCheckbox<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  ...box
}: FormCheckboxProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...box}
      ref={field.ref}
      name={field.name}
      label={label}
      checked={field.value === true}
      error={useFieldError(fieldState.error, label)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
    />
  );
}
