import { useLoginRequest } from '../session/use-login-request';
import { Button } from './Button';
import styles from './LoginPrompt.module.css';

export interface LoginPromptProps {
  /** Why this screen needs a login. */
  message: string;
  /** The button's label. */
  action: string;
  /**
   * Ask for the login modal once by itself: only for a screen opened logged out, never after
   * a logout on it (`!useLoggedInWhileShown()`); a screen inside a visitor's page asks on the press.
   */
  askAtOnce?: boolean;
  /** The button as wide as the prompt (a prompt in a panel). */
  wide?: boolean;
  /** The prompt's box (a remote's panel). */
  className?: string;
}

/**
 * What a screen for logged-in readers shows a visitor: why, and a button for the login
 * modal (`auth:open-login`), which brings the reader back to this very address.
 */
export function LoginPrompt({ message, action, askAtOnce = false, wide = false, className }: LoginPromptProps) {
  const askLogin = useLoginRequest(askAtOnce);
  return (
    <div className={className ? `${styles.prompt} ${className}` : styles.prompt}>
      <p className={styles.message}>{message}</p>
      <div>
        <Button onClick={askLogin} block={wide}>
          {action}
        </Button>
      </div>
    </div>
  );
}
