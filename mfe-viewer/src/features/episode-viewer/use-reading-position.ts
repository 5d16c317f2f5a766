import { api, episodeViewerLastpage, useApiQuery, useSession } from '@ciao/shared';
import { useEffect, useState } from 'react';
import { useDeviceKnown } from '../common/page-reader/use-device-known';
import { resumeIndex, saveVisitorPosition, visitorPosition } from './reading-position';

/** Turning pages quickly sends one save, after the reader pauses this long. */
const SAVE_DELAY_MS = 800;

/**
 * Where reading starts: the page the reader stopped at last time, from the server
 * (`/episode/viewer/lastpage`) for a logged-in reader, from local storage for a visitor.
 * `ready` is false while the server is asked; a failure starts at the first page. `settled`
 * is false while the page adopts the server's first screen, which opened at the first page
 * without the device's storage: a visitor's place is read just after, and nothing is saved
 * before it is (that would overwrite it with the first page).
 */
export function useResumeIndex(episodeId: number, pageCount: number) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const storageKnown = useDeviceKnown();
  // Read once, as the viewer opens: the place moves as the reader reads. Undefined: not read yet.
  const [visitorPage, setVisitorPage] = useState<number | null | undefined>(() =>
    isLoggedIn || !storageKnown ? undefined : visitorPosition(episodeId),
  );
  useEffect(() => {
    if (!isLoggedIn && visitorPage === undefined) setVisitorPage(visitorPosition(episodeId));
  }, [isLoggedIn, visitorPage, episodeId]);
  // Not kept after the viewer closes: reopening asks again, since the place moves as the reader reads.
  const saved = useApiQuery(episodeViewerLastpage, { episode_id: episodeId }, { enabled: isLoggedIn, gcTime: 0 });
  if (!isLoggedIn) return { ready: true, settled: visitorPage !== undefined, index: resumeIndex(visitorPage ?? null, pageCount) };
  return { ready: !saved.isPending, settled: true, index: resumeIndex(saved.data?.last_page ?? null, pageCount) };
}

/** Keeps the page the reader is on (index 0-based) as where they stopped, once `enabled`. */
export function useSaveReadingPosition(episodeId: number, index: number, { enabled = true } = {}) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useEffect(() => {
    if (!enabled) return;
    const page = index + 1;
    if (!isLoggedIn) {
      saveVisitorPosition(episodeId, page);
      return;
    }
    const timer = setTimeout(() => {
      // Best effort: a failed save only means the reader starts a little earlier next time.
      api.call(episodeViewerLastpage, { episode_id: episodeId, page }).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [episodeId, index, isLoggedIn, enabled]);
}
