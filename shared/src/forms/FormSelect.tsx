import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../ui/Select';
import { useFieldError } from './use-field-error';

export interface FormSelectProps<T extends FieldValues, TOutput extends FieldValues = T> extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'error' | 'ref'> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
}

/** A Select bound to a string form field (birthday month, gender of sign-up). */
export function FormSelect<T extends FieldValues, TOutput extends FieldValues = T>({ control, name, label, onChange, ...select }: FormSelectProps<T, TOutput>) {
  const { field: bound, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error, label);
  return (
    <Select
      {...select}
      ref={bound.ref}
      name={bound.name}
      label={label}
      value={typeof bound.value === 'string' ? bound.value : ''}
      error={error}
      onChange={(event) => {
        bound.onChange(event.target.value);
        onChange?.(event);
      }}
      onBlur={bound.onBlur}
    />
  );
}
