import { useCallback, useEffect, useState } from 'react';
import { ApiError, RESPONSE_CODES, api, webEpisodeViewer, type ResponseOf } from '@ciao/shared';

export type ViewerEpisode = ResponseOf<typeof webEpisodeViewer>;

export type EpisodeResource =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'not-found' }
  | { status: 'ready'; episode: ViewerEpisode };

function toApiError(cause: unknown): ApiError {
  return cause instanceof ApiError ? cause : new ApiError(0, RESPONSE_CODES.SERVER_ERROR, null, String(cause));
}

/**
 * The pages of one episode. An episode of another title than the URL names is treated as
 * not found, so a hand-edited URL never shows a page under the wrong title.
 */
export function useEpisode(titleId: number, episodeId: number): EpisodeResource & { retry: () => void } {
  const [state, setState] = useState<EpisodeResource>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; a new attempt must run the effect again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(webEpisodeViewer, { episode_id: episodeId }, { signal: controller.signal }).then(
      (episode) => {
        if (controller.signal.aborted) return;
        setState(episode.title_id === titleId ? { status: 'ready', episode } : { status: 'not-found' });
      },
      (cause: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(cause) });
      },
    );
    return () => controller.abort();
  }, [titleId, episodeId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
