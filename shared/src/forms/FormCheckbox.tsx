import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../ui/Checkbox';
import { useFieldError } from './use-field-error';

export interface FormCheckboxProps<T extends FieldValues, TOutput extends FieldValues = T> extends Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'error' | 'ref'> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
}

/** A Checkbox bound to a boolean form field (consents: the schema says z.literal(true)). */
export function FormCheckbox<T extends FieldValues, TOutput extends FieldValues = T>({ control, name, label, onChange, ...box }: FormCheckboxProps<T, TOutput>) {
  const { field: bound, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error, label);
  return (
    <Checkbox
      {...box}
      ref={bound.ref}
      name={bound.name}
      label={label}
      checked={bound.value === true}
      error={error}
      onChange={(event) => {
        bound.onChange(event.target.checked);
        onChange?.(event);
      }}
      onBlur={bound.onBlur}
    />
  );
}
