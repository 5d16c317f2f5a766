import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useUiTranslation } from '@ciao/shared';
import { readFieldMessage } from './field-message';

/**
 * The translated message of a field error, naming the field by its label ("メールアドレスを
 * 入力してください"). An unknown code falls back to the general "check this field" message.
 */
export function useFieldError(error: FieldError | undefined, label: ReactNode): string | undefined {
  const { t } = useUiTranslation();
  if (!error?.message) return undefined;
  const { key, values } = readFieldMessage(error.message);
  const labelText = typeof label === 'string' || typeof label === 'number' ? String(label) : '';
  return t(`form.${key}`, { ...values, label: labelText, defaultValue: t('form.invalid', { label: labelText }) });
}
