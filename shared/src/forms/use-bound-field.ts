import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What every form field component receives: the form's control, the field's name and its label. */
export interface BoundFieldProps<T extends FieldValues, TOutput extends FieldValues = T> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** Also names the field in its error messages ("メールアドレスを入力してください"). */
  label: string;
}

/**
 * Props that tie a text control (input, textarea, select) to a react-hook-form field: its
 * value, change and blur, the ref that receives focus on a failed submit, and the
 * translated error.
 */
export function useBoundText<T extends FieldValues, TOutput extends FieldValues>({ control, name, label }: BoundFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    label,
    value: typeof field.value === 'string' ? field.value : '',
    error: useFieldError(fieldState.error, label),
    onChange: (event: ChangeEvent<TextControl>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}
