import type { ReactNode } from 'react';
import { isApiError, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './FormError.module.css';

/** The message key of a failed call: the text of its code (docs/product-rules.md §8), else the general error (1099). */
export function errorMessageKey(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'code_1099';
}

/**
 * A form's error from the server, above its fields, announced as it appears; nothing without one.
 * `text` (already translated, when the message needs the answer's details) stands in for the key's.
 */
export function FormError({ messageKey, text }: { messageKey: string | null | undefined; text?: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!messageKey && !text) return null;
  return (
    <p className={styles.alert} role="alert">
      {text ?? t(`errors:${messageKey}`)}
    </p>
  );
}

/** A form's problem with more than a line of text (a way out beside the message), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}
