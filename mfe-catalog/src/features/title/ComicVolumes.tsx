import { Cover, comicList, formatDisplayDate, formatNumber, parseApiDateTime, useApiQuery, useTranslation } from '@ciao/shared';
import styles from './title.module.css';

/** The printed volumes of the title (/comic/list), first volume first; nothing when there are none. */
export function ComicVolumes({ titleId }: { titleId: number }) {
  const { t } = useTranslation('catalog');
  const comics = useApiQuery(comicList, { title_id: titleId });
  const volumes = comics.data?.comic_list ?? [];
  if (volumes.length === 0) return null;

  return (
    <section aria-labelledby="title-comics" className={styles.section}>
      <h2 id="title-comics" className={styles.sectionName}>
        {t('title.comics.heading')}
      </h2>
      <ul className={styles.volumes}>
        {volumes.map((volume) => (
          <li key={volume.comic_id} className={styles.volume}>
            <Cover src={volume.thumbnail_image_url} alt={t('title.comics.coverAlt', { name: volume.comic_name })} />
            <span className={styles.volumeName}>{volume.comic_name}</span>
            <span className={styles.volumeMeta}>
              {t('title.comics.meta', {
                date: formatDisplayDate(parseApiDateTime(volume.release_date)),
                price: formatNumber(volume.price),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
