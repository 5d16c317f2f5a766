import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@ciao/shared';
import { useBoundText, type BoundFieldProps } from './use-bound-field';

export type FormSelectProps<T extends FieldValues, TOutput extends FieldValues = T> = BoundFieldProps<T, TOutput> &
  Omit<SelectProps, 'name' | 'label' | 'value' | 'defaultValue' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

/** A Select bound to a string form field (birthday month, gender of sign-up). */
export function FormSelect<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  ...select
}: FormSelectProps<T, TOutput>) {
  return <Select {...select} {...useBoundText({ control, name, label })} />;
}
