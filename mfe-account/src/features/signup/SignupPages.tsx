import type { SignupPagesProps } from '@ciao/shared';
import { BirthdayPage } from './BirthdayPage';
import { DeniedAgePage } from './DeniedAgePage';
import { MailSentPage } from './MailSentPage';
import { SignupFormPage } from './SignupFormPage';
import { WelcomePage } from './WelcomePage';

/** The sign-up screens of docs/product-rules.md §2 behind one expose; the host's route picks the screen. */
export function SignupPages({ screen }: SignupPagesProps) {
  switch (screen) {
    case 'pre':
      return <BirthdayPage />;
    case 'form':
      return <SignupFormPage />;
    case 'mail-sent':
      return <MailSentPage />;
    case 'welcome':
      return <WelcomePage />;
    case 'denied-age':
      return <DeniedAgePage />;
  }
}
