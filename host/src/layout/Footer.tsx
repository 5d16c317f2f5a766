import { EXTERNAL_LINKS, LANGUAGES, type Language, href, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { switchLanguage } from '../i18n/language';
import { SiteLink } from './SiteLink';
import styles from './footer.module.css';

/**
 * The guide and the static articles of docs/product-rules.md §2, then the support desk the real site runs
 * elsewhere. docs/product-rules.md §2 also lists social links; they are left out until the official accounts
 * are confirmed, because a wrong account on a children's site is worse than none.
 */
const SITE_LINKS = [
  { href: href('ABOUT'), labelKey: 'footer.about' },
  { href: href('ARTICLE', { articleName: 'help' }), labelKey: 'footer.help' },
  { href: href('ARTICLE', { articleName: 'termsOfService' }), labelKey: 'footer.termsOfService' },
  { href: href('ARTICLE', { articleName: 'privacyPolicy' }), labelKey: 'footer.privacyPolicy' },
  { href: href('ARTICLE', { articleName: 'calBusAndProfCode' }), labelKey: 'footer.calBusAndProfCode' },
  { href: EXTERNAL_LINKS.support, labelKey: 'footer.support' },
] as const;

const LANGUAGE_LABEL_KEYS: Record<Language, string> = { ja: 'footer.japanese', en: 'footer.english' };

/**
 * docs/product-rules.md §2 says the real footer also loads a script from a common footer service. No such
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
              <SiteLink to={link.href}>{t(link.labelKey)}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
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
