import { i18n, type Language } from './i18n';

/** The reader's language choice survives reloads (the footer switch, the settings page). */
export const LANGUAGE_STORAGE_KEY = 'ciao:lang';

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The choice as a cookie too, which the web server reads to render a page's first screen in
 * the reader's language (ops/src/server/first-screen.ts): a Japanese screen under an English
 * page would show for a moment, then be rendered again.
 */
export const LANGUAGE_COOKIE = 'ciao_lang';
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps the language cookie in step with the stored choice (one stored before the cookie existed too). */
export function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, a value from a closed list (nothing to escape); the Cookie Store API is missing from browsers the site serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax${secure}`;
}

/** Switches the one i18n instance, the page's `lang` and the stored choice: every remote follows. */
export function switchLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  writeLanguageCookie(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the switch still applies to this page.
  }
}
