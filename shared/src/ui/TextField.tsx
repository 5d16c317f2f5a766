import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message shown under the field; marks it invalid and describes it. */
  error?: string | undefined;
  /** A standing hint (e.g. the password length), read after the error. */
  hint?: ReactNode;
  /** Shows "count / max" under the field; the value is not cut. */
  counterMax?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error wired for assistive technology. */
export function TextField({ label, error, hint, counterMax, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} value={input.value} counterMax={counterMax} className={className}>
      {(wiring) => <input ref={ref} className={styles.input} {...wiring} {...input} />}
    </FieldFrame>
  );
}
