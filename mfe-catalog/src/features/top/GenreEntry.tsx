import { LazyImage, genreSearchList, href, useApiQuery, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { TopSection } from './TopSection';
import styles from './top.module.css';

/** "Find by genre": the search modal's genre list (same call, same cache entry), each to its genre page. */
export function GenreEntry() {
  const { t } = useTranslation('catalog');
  const genres = useApiQuery(genreSearchList, { is_group: true });
  const list = genres.data?.genre_list ?? [];
  if (list.length === 0) return null;

  return (
    <TopSection
      id="genres"
      heading={t('top.genres')}
      more={
        <Link className={styles.more} to={href('SEARCH')}>
          {t('top.moreSearch')}
        </Link>
      }
    >
      <ul className={styles.genres}>
        {list.map((genre) => (
          <li key={genre.genre_id}>
            <Link className={styles.genre} to={href('SEARCH_GENRE', { genreId: genre.genre_id })}>
              <LazyImage className={styles.genreImage} src={genre.image_url} alt="" />
              <span>{genre.genre_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TopSection>
  );
}
