import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '@ciao/shared';
import { useBoundText, type BoundFieldProps } from './use-bound-field';

export type FormTextAreaProps<T extends FieldValues, TOutput extends FieldValues = T> = BoundFieldProps<T, TOutput> &
  Omit<TextAreaProps, 'name' | 'label' | 'value' | 'defaultValue' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

/** A TextArea bound to a react-hook-form field (a fan letter body, with `counterMax`). */
export function FormTextArea<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  ...textarea
}: FormTextAreaProps<T, TOutput>) {
  return <TextArea {...textarea} {...useBoundText({ control, name, label })} />;
}
