import { buttonClassName, href, useTranslation } from '@ciao/shared';
import { Link, useLocation } from '@ciao/shared/router';
import { draftFrom } from './fan-letter-draft';
import styles from './fanletter.module.css';

/**
 * /fanletter/success and /fanletter/failure. The failure (docs/product-rules.md §8: send error, retry later)
 * offers the form again with the letter kept, when the reader came from it.
 */
export function FanLetterResult({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t } = useTranslation('catalog');
  const draft = draftFrom(useLocation().state);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`fanletter.${outcome}.heading`)}</h1>
      <p role={outcome === 'failure' ? 'alert' : undefined} className={styles.lead}>
        {t(`fanletter.${outcome}.body`)}
      </p>
      <div className={styles.actions}>
        {outcome === 'failure' && draft && (
          <Link className={buttonClassName('primary')} to={draft.formPath} state={draft}>
            {t('fanletter.failure.retry')}
          </Link>
        )}
        {outcome === 'success' && draft?.titleId != null && (
          <Link className={buttonClassName('primary')} to={href('TITLE', { titleId: draft.titleId })}>
            {t('fanletter.success.backToTitle')}
          </Link>
        )}
        <Link className={buttonClassName('secondary')} to={href('TOP')}>
          {t('backToTop')}
        </Link>
      </div>
    </div>
  );
}
