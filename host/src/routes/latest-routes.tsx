import { Navigate, useParams } from '@ciao/shared/router';
import {
  type ApiError,
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  href,
  isLatestType,
  isValidLatestIndex,
  isValidTitleId,
  magazineFirst,
  useApiQuery,
  webEpisodeLatest,
  useTranslation,
} from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { NotFoundPage } from '../pages/NotFoundPage';
import styles from './latest-routes.module.css';

/*
 * The latest links live here in the host, not in the viewer remote (DESIGN lists "latest
 * redirects" under mfe-viewer): a latest link is an entry of the URL map with no screen of
 * its own. The host owns the URL map, the guards (latest-title, latest-magazine of spec 2) and the spec's 404
 * page, so an unknown title or episode shows that very page at the address asked for; and
 * the one API call (through the shared hooks, cached for whoever asks next) starts without
 * downloading a remote first. The viewer remote then renders the episode or issue it lands on.
 */

const NOT_FOUND_CODES: ReadonlySet<number> = new Set([RESPONSE_CODES.TITLE_NOT_FOUND, RESPONSE_CODES.EPISODE_NOT_FOUND]);

/** A latest link the API could not resolve for another reason than "not found": say so, offer a retry. */
function RedirectFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <div className={styles.box}>
      <ErrorState error={error} onRetry={onRetry} retryLabel={t('remote.retry')} />
    </div>
  );
}

/** While the API names the target: the kit's indicator (nothing shows for the first 200 ms). */
export function Redirecting() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <div className={styles.box}>
      <LoadingIndicator loading showLabel label={t('remote.loading')} />
    </div>
  );
}

/**
 * TITLE_LATEST and TITLE_LATEST_INDEX (guard latest-title): replaced (not pushed, so Back
 * skips them) by the episode /web/episode/latest names; a malformed id, type or index, an
 * unknown title (3000) or episode (3100) gives the 404 page.
 */
export function LatestEpisodeRoute() {
  const { titleId = '', typeKey = '', indexKey = '0' } = useParams();
  const valid = isValidTitleId(titleId) && isLatestType(typeKey) && isValidLatestIndex(indexKey);
  const query = useApiQuery(
    webEpisodeLatest,
    { title_id: Number(titleId), type: isLatestType(typeKey) ? typeKey : 'episode', index: Number(indexKey) },
    { enabled: valid },
  );
  if (!valid) return <NotFoundPage />;
  if (query.isError) {
    if (NOT_FOUND_CODES.has(query.error.responseCode)) return <NotFoundPage />;
    return <RedirectFailed error={query.error} onRetry={query.retry} />;
  }
  if (query.data) {
    const { episode, title } = query.data;
    return <Navigate replace to={href('EPISODE_VIEWER', { titleId: title.title_id, episodeId: episode.episode_id })} />;
  }
  return <Redirecting />;
}

/** MAGAZINE_LATEST (guard latest-magazine): replaced by the newest released issue; none released (3000): 404. */
export function MagazineLatestRoute() {
  const query = useApiQuery(magazineFirst, {});
  if (query.isError) {
    if (NOT_FOUND_CODES.has(query.error.responseCode)) return <NotFoundPage />;
    return <RedirectFailed error={query.error} onRetry={query.retry} />;
  }
  if (query.data) return <Navigate replace to={href('MAGAZINE_VIEWER', { magazineId: query.data.magazine.magazine_id })} />;
  return <Redirecting />;
}
