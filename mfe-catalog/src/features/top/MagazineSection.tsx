import { Cover, buttonClassName, href, magazineFirst, useApiQuery, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { TopSection } from './TopSection';
import styles from './top.module.css';

/** The newest magazine issue (/magazine/first), opening in the magazine viewer. */
export function MagazineSection() {
  const { t } = useTranslation('catalog');
  const first = useApiQuery(magazineFirst, {});
  const magazine = first.data?.magazine;
  if (!magazine) return null;

  return (
    <TopSection id="magazine" heading={t('top.magazine')}>
      <div className={styles.magazine}>
        <Cover
          className={styles.magazineCover}
          src={magazine.thumbnail_image_url}
          alt={t('top.magazineCover', { name: magazine.magazine_name })}
        />
        <div className={styles.magazineText}>
          <p className={styles.magazineName}>{magazine.magazine_name}</p>
          <p>{magazine.introduction_text}</p>
          <Link className={buttonClassName('primary')} to={href('MAGAZINE_VIEWER', { magazineId: magazine.magazine_id })}>
            {t('top.readMagazine')}
          </Link>
        </div>
      </div>
    </TopSection>
  );
}
