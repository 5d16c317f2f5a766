import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { describedBy } from './described-by';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message shown under the field; marks it invalid and describes it. */
  error?: string | undefined;
  /** A standing hint (e.g. the password length), read after the error. */
  hint?: ReactNode;
  /** Shows "count / max" under the field (spec 5's fan-letter counter); the value is not cut. */
  counterMax?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error wired for assistive technology. */
export function TextField({ label, error, hint, counterMax, className, ref, ...input }: TextFieldProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const count = typeof input.value === 'string' ? [...input.value].length : 0;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        {...input}
      />
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
