import type { AccountPagesProps } from '@ciao/shared';
import { EmailSavePage } from '../email/EmailSavePage';
import { PasswordPreresetPage } from '../password/PasswordPreresetPage';
import { PasswordPreresetSentPage } from '../password/PasswordPreresetSentPage';
import { PasswordResetDonePage } from '../password/PasswordResetDonePage';
import { PasswordResetPage } from '../password/PasswordResetPage';
import { ResignCompletePage } from '../resign/ResignCompletePage';
import { PresavePage } from '../signup/PresavePage';

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
