import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS, LANGUAGES, type Language } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { switchLanguage } from '../i18n/language';
import styles from './footer.module.css';

const SITE_LINKS = [
  { href: '/article/termsOfService', labelKey: 'footer.terms' },
  { href: '/article/help', labelKey: 'footer.help' },
  { href: EXTERNAL_LINKS.support, labelKey: 'footer.support' },
] as const;

/** The site's official accounts; external, so they open in a new tab. */
const SOCIAL_LINKS = [
  { href: 'https://x.com/ciao_manga', labelKey: 'footer.x' },
  { href: 'https://www.youtube.com/@ciaochannel', labelKey: 'footer.youtube' },
  { href: 'https://www.instagram.com/ciao_manga/', labelKey: 'footer.instagram' },
] as const;

const LANGUAGE_LABEL_KEYS: Record<Language, string> = { ja: 'footer.japanese', en: 'footer.english' };

/**
 * Spec 2 says the real footer also loads a script from a common footer service. No such
 * service exists for this site, so the footer is rendered here and loads no script.
 */
export function Footer() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const current = i18n.language;

  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.links')}>
        <ul className={styles.links}>
          {SITE_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{t(link.labelKey)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.social} aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(link.labelKey)}
            </a>
          </li>
        ))}
      </ul>
      <fieldset className={styles.language}>
        <legend className={styles.legend}>{t('footer.language')}</legend>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className={styles.languageButton}
            aria-pressed={current === language}
            onClick={() => switchLanguage(language)}
          >
            {t(LANGUAGE_LABEL_KEYS[language])}
          </button>
        ))}
      </fieldset>
      <p className={styles.copyright}>
        <small>{t('footer.copyright')}</small>
      </p>
    </footer>
  );
}
