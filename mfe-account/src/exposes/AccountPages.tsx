import type { AccountPagesProps } from '@ciao/shared';
import { EmailSavePage } from '../features/email/EmailSavePage';
import { PasswordPreresetPage } from '../features/password/PasswordPreresetPage';
import { PasswordPreresetSentPage } from '../features/password/PasswordPreresetSentPage';
import { PasswordResetDonePage } from '../features/password/PasswordResetDonePage';
import { PasswordResetPage } from '../features/password/PasswordResetPage';
import { ResignCompletePage } from '../features/resign/ResignCompletePage';
import { PresavePage } from '../features/signup/PresavePage';

/** The account screens anyone may open, behind one expose; the host's route picks the screen. */
export function AccountPages({ screen }: AccountPagesProps) {
  switch (screen) {
    case 'password-prereset':
      return <PasswordPreresetPage />;
    case 'password-prereset-sent':
      return <PasswordPreresetSentPage />;
    case 'password-reset':
      return <PasswordResetPage />;
    case 'password-reset-done':
      return <PasswordResetDonePage />;
    case 'email-save':
      return <EmailSavePage />;
    case 'resign-complete':
      return <ResignCompletePage />;
    case 'presave':
      return <PresavePage />;
  }
}
