import { Button, Dialog, href, useTranslation } from '@ciao/shared';
import { useNavigate } from '@ciao/shared/router';
import { useReaderAge } from './use-reader-age';
import styles from './title.module.css';

/**
 * docs/product-rules.md §4's rating restriction modal: a title whose rating age is above the reader's age
 * is not for them. The only way on is back to the top page (closing goes there too), so
 * the page behind is never usable.
 */
export function RatingRestriction({ ratingAge }: { ratingAge: number }) {
  const { t } = useTranslation('catalog');
  const age = useReaderAge();
  const navigate = useNavigate();
  if (ratingAge <= age) return null;
  const leave = () => void navigate(href('TOP'));

  return (
    <Dialog title={t('title.rating.heading')} onClose={leave} closeLabel={t('title.rating.close')}>
      <p className={styles.ratingText}>{t('title.rating.message', { age: ratingAge })}</p>
      <Button block onClick={leave} data-autofocus>
        {t('backToTop')}
      </Button>
    </Dialog>
  );
}
