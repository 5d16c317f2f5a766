import { useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';

/** The account namespace's translator; the page's title is the host's (host/src/head/route-heads.ts). */
export function useSignupPage() {
  const { t } = useTranslation(NAMESPACE);
  return t;
}
