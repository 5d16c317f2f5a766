import { detectLanguage, i18n, type Language } from '@ciao/shared';

/** The reader's language choice survives reloads (footer switch). */
export const LANGUAGE_STORAGE_KEY = 'ciao:lang';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Applies ?lang= or the stored choice at start-up; Japanese otherwise. */
export function applyInitialLanguage(search: string): Language {
  const language = detectLanguage(search, storedLanguage());
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return language;
}

export function switchLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the switch still applies to this page.
  }
}
