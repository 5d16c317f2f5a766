import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { useFieldError } from './use-field-error';

export interface FormTextFieldProps<T extends FieldValues, TOutput extends FieldValues = T> extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error' | 'ref'> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
}

/** A TextField bound to a react-hook-form field: value, focus on error and the translated message. */
export function FormTextField<T extends FieldValues, TOutput extends FieldValues = T>({ control, name, label, onChange, onBlur, ...field }: FormTextFieldProps<T, TOutput>) {
  const { field: bound, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error, label);
  return (
    <TextField
      {...field}
      ref={bound.ref}
      name={bound.name}
      label={label}
      value={typeof bound.value === 'string' ? bound.value : ''}
      disabled={field.disabled ?? bound.disabled}
      error={error}
      onChange={(event) => {
        bound.onChange(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        bound.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
