import {
  Button,
  Cover,
  ExternalLink,
  type Magazine,
  type ResponseOf,
  buttonClassName,
  href,
  isOffsiteLink,
  type magazineDetail,
  useTranslation,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { MagazinePaywall } from './MagazinePaywall';
import type { Reading } from './MagazineReader';
import reader from '../common/page-reader/reader.module.css';
import styles from './magazine.module.css';

interface MagazineContentsProps {
  detail: ResponseOf<typeof magazineDetail>;
  onRead: (reading: Reading) => void;
}

/** The issue's table of contents: its articles, its pages to jump to, the neighbouring issues. */
export function MagazineContents({ detail, onRead }: MagazineContentsProps) {
  const { t } = useTranslation('viewer');
  const { magazine } = detail;
  const readable = magazine.is_readable;
  const open = (page: number) => onRead({ viewType: 1, page });
  return (
    <div className={styles.contents}>
      {/* Not a <header>: the site's banner is absent from the viewers, and this is only the way out. */}
      <div className={styles.bar}>
        <Link className={`${reader.close} ${styles.closeOnLight}`} to={href('TOP')} aria-label={t('magazine.close')}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <main className={styles.column}>
        <div className={styles.issue}>
          <Cover className={styles.cover} src={magazine.thumbnail_image_url} alt={magazine.magazine_name} />
          <div className={styles.issueText}>
            <h1 className={styles.name}>{magazine.magazine_name}</h1>
            <p className={styles.state}>{magazine.is_free ? t('magazine.free') : t('magazine.subscribersOnly')}</p>
            <p className={styles.intro}>{magazine.introduction_text}</p>
            {readable && <Button onClick={() => open(0)}>{t('magazine.readFromStart')}</Button>}
          </div>
        </div>
        {!readable && <MagazinePaywall onPreview={() => onRead({ viewType: 2, page: 0 })} />}
        <section aria-labelledby="magazine-contents-heading">
          <h2 id="magazine-contents-heading" className={styles.sectionHeading}>
            {t('magazine.contents')}
          </h2>
          <ul className={styles.articles}>
            {magazine.magazine_article_link.map((article) => (
              <li key={`${article.magazine_type}:${article.url}`}>
                <Article magazine={magazine} article={article} onOpenIssue={readable ? () => open(0) : null} />
              </li>
            ))}
          </ul>
        </section>
        {readable && (
          <section aria-labelledby="magazine-pages-heading">
            <h2 id="magazine-pages-heading" className={styles.sectionHeading}>
              {t('magazine.pages')}
            </h2>
            <ol className={styles.pages}>
              {Array.from({ length: magazine.page_count }, (_, index) => index).map((page) => (
                <li key={`page-${page}`}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-label={t('magazine.openPage', { page: page + 1 })}
                    onClick={() => open(page)}
                  >
                    {page + 1}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        )}
        <nav className={styles.issues} aria-label={magazine.magazine_name}>
          {detail.next_magazine_id !== null && (
            <Link className={buttonClassName('secondary')} to={href('MAGAZINE_VIEWER', { magazineId: detail.next_magazine_id })}>
              {t('magazine.nextIssue')}
            </Link>
          )}
          {detail.prev_magazine_id !== null && (
            <Link className={buttonClassName('secondary')} to={href('MAGAZINE_VIEWER', { magazineId: detail.prev_magazine_id })}>
              {t('magazine.previousIssue')}
            </Link>
          )}
        </nav>
      </main>
    </div>
  );
}

type ArticleLink = Magazine['magazine_article_link'][number];

/**
 * One article of the contents. The main issue (`honshi`) is this issue's own pages: it opens
 * them when the reader may read them (else it is named, and the paywall above explains). The
 * others (gifts, presents) are the site's topics pages, outside this app: plain links.
 */
function Article({ magazine, article, onOpenIssue }: { magazine: Magazine; article: ArticleLink; onOpenIssue: (() => void) | null }) {
  const { t } = useTranslation('viewer');
  const ownIssue = article.magazine_type === 'honshi' && article.url === href('MAGAZINE_VIEWER', { magazineId: magazine.magazine_id });
  if (ownIssue) {
    const label = (
      <>
        <span className={styles.kind}>{t('magazine.honshi')}</span>
        {article.article_name}
      </>
    );
    return onOpenIssue ? (
      <button type="button" className={styles.article} onClick={onOpenIssue}>
        {label}
      </button>
    ) : (
      <span className={styles.article}>{label}</span>
    );
  }
  // Another issue of this app: a route of ours; an absolute address is a service the real site runs
  // elsewhere, opened as external; anything else is a page of the wider site under this app.
  if (article.url.startsWith('/magazine/')) {
    return (
      <Link className={styles.article} to={article.url}>
        {article.article_name}
      </Link>
    );
  }
  if (isOffsiteLink(article.url)) {
    return (
      <ExternalLink className={styles.article} href={article.url}>
        {article.article_name}
      </ExternalLink>
    );
  }
  return (
    <a className={styles.article} href={article.url}>
      {article.article_name}
    </a>
  );
}
