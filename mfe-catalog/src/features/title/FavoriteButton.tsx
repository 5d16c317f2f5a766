import { Button, PERSONAL_PART, bus, href, useSession, useTranslation } from '@ciao/shared';
import { useFavorite } from './use-favorite';
import styles from './title.module.css';

/**
 * Adds the title to the reader's favorites or removes it. A visitor is asked to log in
 * and comes back here. A refusal (3400 already registered, 3401 at 100 titles) is shown
 * in the words of docs/product-rules.md §8.
 */
export function FavoriteButton({ titleId }: { titleId: number }) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const favorite = useFavorite(titleId);

  // One box for a visitor and a reader (a personal part): nothing beside it moves when a reader's replaces a visitor's.
  if (!isLoggedIn) {
    return (
      <div className={styles.favorite} {...PERSONAL_PART}>
        {/* The reader's "add" button's look and size: for a visitor it asks them to log in first. */}
        <Button variant="primary" onClick={() => bus.emit('auth:open-login', { redirect: href('TITLE', { titleId }) })}>
          {t('title.favorite.add')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.favorite} {...PERSONAL_PART}>
      <Button
        variant={favorite.isFavorite ? 'secondary' : 'primary'}
        busy={favorite.busy}
        busyLabel={t('title.favorite.busy')}
        disabled={favorite.isFavorite === null}
        onClick={favorite.toggle}
      >
        {favorite.isFavorite ? t('title.favorite.remove') : t('title.favorite.add')}
      </Button>
      {favorite.isFavorite && !favorite.busy && <span className={styles.favoriteState}>{t('title.favorite.saved')}</span>}
      {favorite.error && (
        <p role="alert" className={styles.favoriteError}>
          {t(`errors:${favorite.error.messageKey}`)}
        </p>
      )}
    </div>
  );
}
