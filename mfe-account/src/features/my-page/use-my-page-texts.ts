import { useDocumentTitle, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';

/** The account namespace's translator, with the my page's document title set (one per screen). */
export function useMyPageTexts(titleKey: string) {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t(titleKey));
  return t;
}
