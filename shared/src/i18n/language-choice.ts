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

/** Switches the one i18n instance, the page's `lang` and the stored choice: every remote follows. */
export function switchLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the switch still applies to this page.
  }
}
