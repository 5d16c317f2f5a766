import { Button, PERSONAL_PART, bus, href, useSession, useTranslation } from '@ciao/shared';
import { useFavourite } from './use-favourite';
import styles from './title.module.css';

/**
 * Adds the title to the reader's favourites or removes it. A visitor is asked to log in
 * and comes back here. A refusal (3400 already registered, 3401 at 100 titles) is shown
 * in the words of spec 8.
 */
export function FavouriteButton({ titleId }: { titleId: number }) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const favourite = useFavourite(titleId);

  // One box for a visitor and a reader (a personal part): nothing beside it moves when a reader's replaces a visitor's.
  if (!isLoggedIn) {
    return (
      <div className={styles.favourite} {...PERSONAL_PART}>
        {/* The reader's "add" button's look and size: for a visitor it asks them to log in first. */}
        <Button variant="primary" onClick={() => bus.emit('auth:open-login', { redirect: href('TITLE', { titleId }) })}>
          {t('title.favourite.add')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.favourite} {...PERSONAL_PART}>
      <Button
        variant={favourite.isFavourite ? 'secondary' : 'primary'}
        busy={favourite.busy}
        busyLabel={t('title.favourite.busy')}
        disabled={favourite.isFavourite === null}
        onClick={favourite.toggle}
      >
        {favourite.isFavourite ? t('title.favourite.remove') : t('title.favourite.add')}
      </Button>
      {favourite.isFavourite && !favourite.busy && <span className={styles.favouriteState}>{t('title.favourite.saved')}</span>}
      {favourite.error && (
        <p role="alert" className={styles.favouriteError}>
          {t(`errors:${favourite.error.messageKey}`)}
        </p>
      )}
    </div>
  );
}
