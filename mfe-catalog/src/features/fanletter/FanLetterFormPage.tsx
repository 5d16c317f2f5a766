import { ErrorState, LoadingIndicator, useLoggedInWhileShown, useSession } from '@ciao/shared';
import { FanLetterWriter } from './FanLetterWriter';
import { LoginRequired } from './LoginRequired';
import { RecipientNotFound } from './RecipientNotFound';
import { useRecipient, type RecipientTarget } from './use-recipient';

/** /fanletter/form/title/{titleId} and /fanletter/form/author/{authorId}: for logged-in readers. */
export function FanLetterFormPage({ target }: { target: RecipientTarget }) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const recipient = useRecipient(target);
  const loggedInHere = useLoggedInWhileShown();

  if (!isLoggedIn) return <LoginRequired askAtOnce={!loggedInHere} />;
  if (recipient.status === 'loading') return <LoadingIndicator loading showLabel />;
  if (recipient.status === 'error') return <ErrorState error={recipient.error} onRetry={recipient.retry} />;
  if (recipient.status === 'not-found') return <RecipientNotFound />;
  return <FanLetterWriter recipient={recipient.recipient} />;
}
