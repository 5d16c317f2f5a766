import { Cover, href, type TitleSummary, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from './title-grid.module.css';

/** One title in a grid of cover cards; the whole card is the link to the title page. */
export function TitleCard({
  title,
  rank,
  onOpen,
  priority,
}: {
  title: TitleSummary;
  rank?: number | undefined;
  /** Told when the reader opens the card (a recommendation's click is recorded). */
  onOpen?: ((title: TitleSummary) => void) | undefined;
  /** Load the cover at once with high priority (the first screen's largest image, LCP). */
  priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    <li className={styles.card}>
      <Link className={styles.cardLink} to={href('TITLE', { titleId: title.title_id })} onClick={onOpen ? () => onOpen(title) : undefined}>
        {rank !== undefined && <span className={styles.rank}>{t('ranking.rank', { rank })}</span>}
        <Cover src={title.thumbnail_rect_image_url} alt={title.title_name} aspectRatio="16 / 9" priority={priority} />
        <span className={styles.titleName}>{title.title_name}</span>
        <span className={styles.author}>{title.author_text}</span>
      </Link>
    </li>
  );
}

/** Covers on the first screen of a phone: two rows of two, under a page's heading. */
export const FIRST_SCREEN_COVERS = 4;

/** Cover cards of titles (top sections, search results), as a list; the first `priorityCount` covers load at once (LCP). */
export function TitleGrid({
  titles,
  onOpen,
  priorityCount = 0,
}: {
  titles: readonly TitleSummary[];
  onOpen?: (title: TitleSummary) => void;
  priorityCount?: number;
}) {
  return (
    <ul className={styles.grid}>
      {titles.map((title, index) => (
        <TitleCard key={title.title_id} title={title} onOpen={onOpen} priority={index < priorityCount} />
      ))}
    </ul>
  );
}

/** Cover cards of a ranking, in rank order, each with its rank; the first `priorityCount` covers load at once (LCP). */
export function RankedTitleGrid({
  titles,
  priorityCount = 0,
}: {
  titles: readonly (TitleSummary & { rank: number })[];
  priorityCount?: number;
}) {
  return (
    <ol className={styles.grid}>
      {titles.map((title, index) => (
        <TitleCard key={title.title_id} title={title} rank={title.rank} priority={index < priorityCount} />
      ))}
    </ol>
  );
}
