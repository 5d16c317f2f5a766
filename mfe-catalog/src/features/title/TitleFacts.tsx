import {
  formatDisplayDate,
  genreList,
  formatNumber,
  href,
  parseApiDateTime,
  titleSupplement,
  useApiQuery,
  type Tag,
  type Title,
  useTranslation,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from './title.module.css';

/**
 * What the title page shows beside the story: genres, tags, magazine categories (each a
 * search), free episodes, likes and the next update (/title/supplement). These only
 * decorate the page, so a failed call shows less instead of an error.
 */
export function TitleFacts({ title, tags }: { title: Title; tags: Tag[] }) {
  const { t } = useTranslation('catalog');
  const hasGenres = title.genre_id_list.length > 0;
  const genres = useApiQuery(genreList, { genre_id_list: title.genre_id_list.join(',') }, { enabled: hasGenres });
  const supplement = useApiQuery(titleSupplement, { title_id: title.title_id });
  const facts = supplement.data;

  return (
    <>
      {(genres.data?.genre_list.length ?? 0) > 0 && (
        <ul className={styles.chips} aria-label={t('title.genres')}>
          {genres.data?.genre_list.map((genre) => (
            <li key={genre.genre_id}>
              <Link className={styles.genre} to={href('SEARCH_GENRE', { genreId: genre.genre_id })}>
                {genre.genre_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label={t('title.tags')}>
          {tags.map((tag) => (
            <li key={tag.tag_id}>
              <Link className={styles.tag} to={href('SEARCH_KEYWORD', { keyword: tag.tag_name })}>
                #{tag.tag_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {facts && (
        <dl className={styles.facts}>
          {facts.magazine_category_list.length > 0 && (
            <div>
              <dt>{t('title.facts.magazine')}</dt>
              <dd>
                {facts.magazine_category_list.map((category) => (
                  <Link key={category.magazine_category_id} to={href('SEARCH_CATEGORY', { categoryId: category.magazine_category_id })}>
                    {category.magazine_category_name_text}
                  </Link>
                ))}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('title.facts.free')}</dt>
            <dd>{t('title.facts.episodeCount', { count: facts.free_episode_count })}</dd>
          </div>
          <div>
            <dt>{t('title.facts.likes')}</dt>
            <dd>{formatNumber(facts.eval_count)}</dd>
          </div>
          {facts.next_update_at && (
            <div>
              <dt>{t('title.facts.nextUpdate')}</dt>
              <dd>{formatDisplayDate(parseApiDateTime(facts.next_update_at))}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}
