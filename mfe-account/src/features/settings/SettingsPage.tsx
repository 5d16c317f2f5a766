import { Link } from '@ciao/shared/router';
import {
  Button,
  ErrorState,
  LANGUAGES,
  getAccountProfile,
  href,
  switchLanguage,
  useApiQuery,
  type Language,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import { ProfileForm } from './ProfileForm';
import styles from '../common/MyPage.module.css';
import settingStyles from './Settings.module.css';

/**
 * /my/setting (logged in): the profile (nickname and gender; the birthday is shown, never
 * changed: it decides the age gate), the language, and the ways to the password and email
 * change, the mail opt-out, the tickets and resigning.
 */
export function SettingsPage() {
  const t = useMyPageTexts();
  const profile = useApiQuery(getAccountProfile, {}, { refetchOnMount: 'always' });
  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('setting.heading')}</PageHeading>
      <section className={styles.section} aria-labelledby="setting-profile">
        <h2 id="setting-profile" className={styles.sectionTitle}>
          {t('setting.profile')}
        </h2>
        {profile.isPending && <p role="status">{t('my.loading')}</p>}
        {profile.isError && <ErrorState compact error={profile.error} onRetry={profile.retry} />}
        {profile.data && <ProfileForm account={profile.data.account} />}
      </section>
      <LanguageSection />
      <nav aria-label={t('setting.menu')}>
        <ul className={styles.menu}>
          <li>
            <Link className={styles.menuLink} to={href('MYPAGE_SETTING_PASSWORD')}>
              {t('setting.password')}
            </Link>
          </li>
          <li>
            <Link className={styles.menuLink} to={href('MYPAGE_SETTING_EMAIL')}>
              {t('setting.email')}
            </Link>
          </li>
          <li>
            <Link className={styles.menuLink} to={href('MYPAGE_SETTING_OPT_OUT')}>
              {t('setting.optOut')}
            </Link>
          </li>
          <li>
            <Link className={styles.menuLink} to={href('MYPAGE_SETTING_TICKET')}>
              {t('setting.ticket')}
            </Link>
          </li>
        </ul>
      </nav>
      <Link className={styles.menuLink} to={href('RESIGN')}>
        {t('setting.resign')}
      </Link>
      <Link className={styles.menuLink} to={href('MYPAGE')}>
        {t('setting.toMyPage')}
      </Link>
    </PageFrame>
  );
}

const LANGUAGE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

/** The site language (the same choice as the footer's switch, kept for the next visit). */
function LanguageSection() {
  const t = useMyPageTexts();
  const { i18n } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="setting-language">
      <h2 id="setting-language" className={styles.sectionTitle}>
        {t('setting.language')}
      </h2>
      <div className={settingStyles.choices}>
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            lang={language}
            variant={i18n.language === language ? 'primary' : 'secondary'}
            aria-pressed={i18n.language === language}
            onClick={() => switchLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        ))}
      </div>
    </section>
  );
}
