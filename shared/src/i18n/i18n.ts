import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsJa from './locales/errors.ja.json';
import errorsEn from './locales/errors.en.json';
import uiJa from './locales/ui.ja.json';
import uiEn from './locales/ui.en.json';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Messages = Record<string, unknown>;

/**
 * The page's one i18next instance (shared singleton). Japanese first; English for the
 * international version. Each remote adds its own namespace with `addMessages`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'ja',
  fallbackLng: 'ja',
  supportedLngs: [...LANGUAGES],
  // `ui`: the kit's own texts and the form layer's field messages.
  ns: ['errors', 'ui'],
  defaultNS: 'errors',
  resources: { ja: { errors: errorsJa, ui: uiJa }, en: { errors: errorsEn, ui: uiEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

// English field messages name the field mid-sentence ("Please enter your email address").
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

/** Registers a remote's namespace; calling it again (remount, hot reload) is harmless. */
export function addMessages(namespace: string, messages: Record<Language, Messages>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, messages[language], true, true);
  }
}

/** ?lang=en or a stored choice picks English; Japanese otherwise. */
export function detectLanguage(search: string, stored: string | null): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  const candidate = fromQuery ?? stored;
  return candidate === 'en' ? 'en' : 'ja';
}
