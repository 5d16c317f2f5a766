import { detectLanguage, i18n, storedLanguage, type Language, writeLanguageCookie } from '@ciao/shared';

// The choice itself is shared: the account remote's settings page switches it too.
export { LANGUAGE_STORAGE_KEY, switchLanguage } from '@ciao/shared';

/** Applies ?lang= or the stored choice at start-up; Japanese otherwise. */
export function applyInitialLanguage(search: string): Language {
  const stored = storedLanguage();
  // A choice stored before the language cookie existed: the server hears of it from the next page on.
  if (stored !== null) writeLanguageCookie(detectLanguage('', stored));
  const language = detectLanguage(search, stored);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return language;
}
