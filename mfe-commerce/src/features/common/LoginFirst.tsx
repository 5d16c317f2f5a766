import { useLocation } from '@ciao/shared/router';
import { Button, bus } from '@ciao/shared';
import styles from './CommercePage.module.css';

/** A commerce page opened by a visitor: why, and the login modal, which comes back to this very address. */
export function LoginFirst({ message, action }: { message: string; action: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{message}</p>
      <Button onClick={() => bus.emit('auth:open-login', { redirect: pathname + search })}>{action}</Button>
    </div>
  );
}
