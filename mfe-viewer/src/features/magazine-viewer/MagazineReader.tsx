import {
  Button,
  ErrorState,
  type Magazine,
  RESPONSE_CODES,
  magazineViewer,
  useApiQuery,
  webMagazinePageText,
  useTranslation,
} from '@ciao/shared';
import { CaptionSwitch } from '../common/page-reader/CaptionSwitch';
import { PageReader } from '../common/page-reader/PageReader';
import reader from '../common/page-reader/reader.module.css';
import { usePageMenu } from '../common/page-reader/use-page-menu';
import { useSpreadPaging } from '../common/page-reader/use-paging';

/** What the reader chose in the contents: the whole issue (1) or the free preview (2), from which page. */
export interface Reading {
  viewType: 1 | 2;
  page: number;
}

interface MagazineReaderProps {
  magazine: Magazine;
  reading: Reading;
  onContents: () => void;
}

/** The issue's pages (`/magazine/viewer`, scrambled like episodes) in the shared page reader. */
export function MagazineReader({ magazine, reading, onContents }: MagazineReaderProps) {
  const { t } = useTranslation('viewer');
  const params = { magazine_id: magazine.magazine_id, view_type: String(reading.viewType) as '1' | '2' };
  const pages = useApiQuery(magazineViewer, params);
  const backToContents = (
    <Button variant="secondary" onClick={onContents}>
      {t('magazine.backToContents')}
    </Button>
  );

  let body = (
    <p className={reader.message} role="status">
      {t('loading')}
    </p>
  );
  if (pages.isError) {
    // Not entitled (2011 visitor, 1001 reader without a subscription): the contents say why and what to do.
    const entitled =
      pages.error.responseCode !== RESPONSE_CODES.NOT_LOGGED_IN && pages.error.responseCode !== RESPONSE_CODES.PARAMETER_INVALID;
    body = (
      <div className={reader.message}>
        {entitled ? (
          <ErrorState tone="inverse" error={pages.error} onRetry={pages.retry} retryLabel={t('retry')} actions={backToContents} />
        ) : (
          <ErrorState tone="inverse" message={t('magazine.paywall.heading')} actions={backToContents} />
        )}
      </div>
    );
  } else if (pages.data) {
    const [first, ...rest] = pages.data.page_list;
    body =
      first === undefined ? (
        <div className={reader.message}>
          <ErrorState tone="inverse" message={t('noPages')} actions={backToContents} />
        </div>
      ) : (
        <IssuePages
          params={params}
          name={magazine.magazine_name}
          pages={[first, ...rest]}
          seed={pages.data.scramble_seed}
          version={pages.data.scramble_ver}
          reading={reading}
          onContents={onContents}
          onStaleUrls={pages.refetch}
        />
      );
  }
  return <div className={reader.viewer}>{body}</div>;
}

interface IssuePagesProps {
  /** The issue and the reading asked of /magazine/viewer: its pages' texts are asked for the same. */
  params: { magazine_id: number; view_type: '1' | '2' };
  name: string;
  pages: [string, ...string[]];
  seed: number;
  version: 1 | 2;
  reading: Reading;
  onContents: () => void;
  /** Refetches the issue's pages for freshly signed URLs (see PageReader). */
  onStaleUrls: () => Promise<unknown>;
}

function IssuePages({ params, name, pages, seed, version, reading, onContents, onStaleUrls }: IssuePagesProps) {
  const { t } = useTranslation('viewer');
  // A magazine opens like a printed one: the cover alone, then pairs.
  const paging = useSpreadPaging(pages, { initialPage: reading.page, coverAlone: true, endPage: true });
  const { menuOpen, toggleMenu } = usePageMenu(paging.page);
  const preview = reading.viewType === 2;
  // Descriptions and captions are extra, as in the episode viewer: without them the pages still read.
  const texts = useApiQuery(webMagazinePageText, params);
  return (
    <PageReader
      pages={pages}
      seed={seed}
      version={version}
      paging={paging}
      menuOpen={menuOpen}
      onToggleMenu={toggleMenu}
      onStaleUrls={onStaleUrls}
      pageTexts={texts.data?.page_text_list}
      endPage={
        <section className={reader.card} aria-label={t('endCard.label')}>
          <p className={reader.cardHeading}>{preview ? t('magazine.previewEnd') : t('magazine.finished')}</p>
          <Button onClick={onContents}>{t('magazine.backToContents')}</Button>
        </section>
      }
    >
      {menuOpen && (
        <>
          <div className={reader.overlayTop}>
            <button type="button" className={reader.close} onClick={onContents} aria-label={t('magazine.backToContents')}>
              <span aria-hidden="true">×</span>
            </button>
            <div className={reader.names}>
              {preview && <p className={reader.titleName}>{t('magazine.previewLabel', { count: pages.length })}</p>}
              <h1 className={reader.heading}>{name}</h1>
            </div>
            {texts.data !== undefined && <CaptionSwitch />}
          </div>
          <div className={reader.overlayBottom}>
            <button type="button" className={reader.overlayButton} onClick={onContents}>
              {t('magazine.contents')}
            </button>
            <span className={reader.counter}>
              {t('pageCounter', { current: paging.shown.map((index) => index + 1).join('–'), total: pages.length })}
            </span>
          </div>
        </>
      )}
    </PageReader>
  );
}
