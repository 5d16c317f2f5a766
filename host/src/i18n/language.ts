import { detectLanguage, i18n, storedLanguage, type Language } from '@ciao/shared';

// The choice itself is shared: the account remote's settings page switches it too.
export { LANGUAGE_STORAGE_KEY, switchLanguage } from '@ciao/shared';

/** Applies ?lang= or the stored choice at start-up; Japanese otherwise. */
export function applyInitialLanguage(search: string): Language {
  const language = detectLanguage(search, storedLanguage());
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return language;
}
