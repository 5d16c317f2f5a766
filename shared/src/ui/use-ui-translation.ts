import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/** The kit's texts (namespace `ui`) from the page's one i18next instance, with or without a provider. */
export function useUiTranslation() {
  return useTranslation('ui', { i18n });
}
