import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width of its container (forms on a phone). */
  block?: boolean;
  /** A request is running: the button is disabled, says so (aria-busy) and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button, for a link that must look like one (a router Link to the top page). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { block = false, className }: { block?: boolean; className?: string | undefined } = {},
): string {
  return [styles.button, styles[variant], block ? styles.block : undefined, className].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, { block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
