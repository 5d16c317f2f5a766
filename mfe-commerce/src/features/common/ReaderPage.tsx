import type { ReactNode } from 'react';
import { LoginPrompt, PageFrame, PageHeading, useSession, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './CommercePage.module.css';

interface ReaderPageProps {
  heading: string;
  /** Why a visitor must log in first. */
  loginFirst: string;
  /** Makes the page a section named by its heading (the gift page). */
  headingId?: string;
  children: ReactNode;
}

/**
 * A commerce page of the reader's own (wallet, shop, plans, histories): its heading, then
 * what it shows once the reader is logged in; a visitor is asked to log in first, and comes
 * back here after.
 */
export function ReaderPage({ heading, loginFirst, headingId, children }: ReaderPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <PageFrame width="narrow" {...(headingId ? { as: 'section', 'aria-labelledby': headingId } : {})}>
      <PageHeading look="marked" id={headingId}>
        {heading}
      </PageHeading>
      {isLoggedIn ? children : <LoginPrompt className={styles.panel} wide message={loginFirst} action={t('history.login')} />}
    </PageFrame>
  );
}
