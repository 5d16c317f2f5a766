import { LoginPrompt, PageFrame, PageHeading } from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';

/**
 * A my page opened while logged out: the login modal opens once by itself when the page was
 * opened logged out (`askAtOnce`, never after a logout here), and the page says why and
 * offers the login. After the login the reader stays here and the page shows its content.
 */
export function LoginRequired({ askAtOnce }: { askAtOnce: boolean }) {
  const t = useMyPageTexts();
  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('my.login.heading')}</PageHeading>
      <LoginPrompt message={t('my.login.body')} action={t('my.login.action')} askAtOnce={askAtOnce} />
    </PageFrame>
  );
}
