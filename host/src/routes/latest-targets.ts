import {
  type ApiError,
  RESPONSE_CODES,
  href,
  isApiError,
  isLatestType,
  isValidLatestIndex,
  isValidTitleId,
  magazineFirst,
  webEpisodeLatest,
} from '@ciao/shared';
import { useHeadQuery } from '../head/head-query';

/**
 * Where a latest link goes, decided once for the page (latest-routes.tsx: the browser's redirect)
 * and its head (route-heads.ts: the server's HTTP redirect, host/src/server/first-screen.tsx).
 * Both ask the same query (same key, one call).
 */
export type LatestTarget =
  | { kind: 'loading' }
  /** A malformed address, an unknown title (3000) or episode (3100), no released issue: the 404 page. */
  | { kind: 'not-found' }
  /** The API could not name it for another reason: the page says so and offers a retry. */
  | { kind: 'failed'; error: ApiError; retry: () => void }
  /** The page it names: a path on this site, without a query (the link's own query goes along). */
  | { kind: 'found'; path: string };

const NOT_FOUND_CODES: ReadonlySet<number> = new Set([RESPONSE_CODES.TITLE_NOT_FOUND, RESPONSE_CODES.EPISODE_NOT_FOUND]);

function targetOf<T>(answer: { data: T | undefined; error: unknown; retry: () => void }, path: (data: T) => string): LatestTarget {
  const { error } = answer;
  if (isApiError(error))
    return NOT_FOUND_CODES.has(error.responseCode) ? { kind: 'not-found' } : { kind: 'failed', error, retry: answer.retry };
  if (answer.data !== undefined) return { kind: 'found', path: path(answer.data) };
  return { kind: 'loading' };
}

/**
 * TITLE_LATEST and TITLE_LATEST_INDEX (guard latest-title): the episode /web/episode/latest names
 * (the index-th counted back from the newest, of every episode or the free ones).
 */
export function useLatestEpisodeTarget(params: Readonly<Record<string, string | undefined>>): LatestTarget {
  const { titleId = '', typeKey = '', indexKey = '0' } = params;
  const valid = isValidTitleId(titleId) && isLatestType(typeKey) && isValidLatestIndex(indexKey);
  const answer = useHeadQuery(
    webEpisodeLatest,
    { title_id: Number(titleId), type: isLatestType(typeKey) ? typeKey : 'episode', index: Number(indexKey) },
    { enabled: valid },
  );
  if (!valid) return { kind: 'not-found' };
  return targetOf(answer, ({ episode, title }) => href('EPISODE_VIEWER', { titleId: title.title_id, episodeId: episode.episode_id }));
}

/** MAGAZINE_LATEST (guard latest-magazine): the newest released issue. */
export function useLatestMagazineTarget(): LatestTarget {
  return targetOf(useHeadQuery(magazineFirst, {}), ({ magazine }) => href('MAGAZINE_VIEWER', { magazineId: magazine.magazine_id }));
}
