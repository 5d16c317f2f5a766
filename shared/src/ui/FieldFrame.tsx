import { useId, type ReactNode } from 'react';
import { describedBy } from './described-by';
import { useUiTranslation } from './use-ui-translation';
import styles from './Field.module.css';

export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** With `counterMax`: the text whose characters are counted. */
  value?: unknown;
  counterMax?: number | undefined;
  className?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * Label, hint, character counter and error around one text control, with the ids that tie
 * them to it (aria-invalid, aria-describedby: the error first, it matters most).
 */
export function FieldFrame({ label, error, hint, value, counterMax, className, children }: FieldFrameProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // Characters as a reader counts them (an emoji is one), like the server's limit.
  const count = typeof value === 'string' ? [...value].length : 0;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(errorId, hintId) })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {counterMax !== undefined && (
        <p className={count > counterMax ? styles.counterOver : styles.counter}>{t('field.counter', { count, max: counterMax })}</p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
