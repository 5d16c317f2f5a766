import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@ciao/shared';
import { useBoundText, type BoundFieldProps } from './use-bound-field';

export type FormTextFieldProps<T extends FieldValues, TOutput extends FieldValues = T> = BoundFieldProps<T, TOutput> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'defaultValue' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

/** A TextField bound to a react-hook-form field: value, focus on error and the translated message. */
export function FormTextField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  ...input
}: FormTextFieldProps<T, TOutput>) {
  return <TextField {...input} {...useBoundText({ control, name, label })} />;
}
