import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from './described-by';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("選択してください") when nothing is chosen yet. */
  placeholder?: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the platform's picker is the most usable one on phones). */
export function Select({ label, options, placeholder, error, className, ref, ...select }: SelectProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
