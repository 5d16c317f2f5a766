import { useCallback, useEffect, useState } from 'react';
import type { PageImageCache } from './page-images';

export type PageImage =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; image: HTMLImageElement };

/** The current page's image from the episode's cache, with a retry after a failed load. */
export function usePageImage(cache: PageImageCache, url: string): PageImage & { retry: () => void } {
  const [state, setState] = useState<PageImage>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; a new attempt must run the effect again.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    cache.get(url).then(
      (image) => current && setState({ status: 'ready', image }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [cache, url, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
