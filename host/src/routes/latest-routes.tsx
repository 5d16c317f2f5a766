import { Navigate, useLocation, useParams } from '@ciao/shared/router';
import { type ApiError, ErrorState, LoadingIndicator, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { NotFoundPage } from '../pages/NotFoundPage';
import { type LatestTarget, useLatestEpisodeTarget, useLatestMagazineTarget } from './latest-targets';
import styles from './latest-routes.module.css';

/*
 * The latest links live here in the host, not in the viewer remote (DESIGN lists "latest
 * redirects" under mfe-viewer): a latest link is an entry of the URL map with no screen of
 * its own. The host owns the URL map, the guards (latest-title, latest-magazine of docs/product-rules.md §2) and the 404 of §4
 * page, so an unknown title or episode shows that very page at the address asked for; and
 * the one API call (through the shared hooks, cached for whoever asks next) starts without
 * downloading a remote first. The viewer remote then renders the episode or issue it lands on.
 * Where a link goes is decided in latest-targets.ts, for this redirect in the browser (a link
 * followed inside the app) and for the server's HTTP redirect (an address opened or crawled).
 */

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

/** Replaced (not pushed, so Back skips it) by the page it names, the link's query kept, as the server's redirect keeps it. */
function LatestRedirect({ target }: { target: LatestTarget }) {
  const { search, hash } = useLocation();
  switch (target.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'failed':
      return <RedirectFailed error={target.error} onRetry={target.retry} />;
    case 'found':
      return <Navigate replace to={{ pathname: target.path, search, hash }} />;
    case 'loading':
      return <Redirecting />;
  }
}

/** TITLE_LATEST and TITLE_LATEST_INDEX (guard latest-title): the episode /web/episode/latest names; 404 as latest-targets.ts decides. */
export function LatestEpisodeRoute() {
  return <LatestRedirect target={useLatestEpisodeTarget(useParams())} />;
}

/** MAGAZINE_LATEST (guard latest-magazine): the newest released issue; none released (3000): 404. */
export function MagazineLatestRoute() {
  return <LatestRedirect target={useLatestMagazineTarget()} />;
}
