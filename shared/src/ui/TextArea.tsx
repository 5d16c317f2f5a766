import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './Field.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "count / max" and turns it red past the limit (docs/product-rules.md §5's fan-letter counter); the text is not cut. */
  counterMax?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field (a fan letter) with its hint, counter and error. */
export function TextArea({ label, error, hint, counterMax, className, ref, rows = 6, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} value={textarea.value} counterMax={counterMax} className={className}>
      {(wiring) => <textarea ref={ref} className={styles.input} rows={rows} {...wiring} {...textarea} />}
    </FieldFrame>
  );
}
