import { useEffect, useState } from 'react';
import { LOADING_THROTTLE_MS, estimatedProgress } from './loading-timing';

export interface LoadingView {
  visible: boolean;
  /** 0-100; 100 once the load finished, for the last moment before hiding. */
  progress: number;
}

const TICK_MS = 100;

/**
 * docs/product-rules.md §9's throttle and duration: a load shorter than the throttle shows nothing; a longer
 * one shows progress growing over the assumed duration, then 100 % for one more throttle
 * period after it ends, so the bar visibly completes instead of vanishing mid-way.
 */
export function useThrottledLoading(loading: boolean): LoadingView {
  const [view, setView] = useState<LoadingView>({ visible: false, progress: 0 });

  useEffect(() => {
    if (!loading) {
      setView((current) => (current.visible ? { visible: true, progress: 100 } : current));
      const hide = setTimeout(
        () => setView((current) => (current.visible ? { visible: false, progress: 0 } : current)),
        LOADING_THROTTLE_MS,
      );
      return () => clearTimeout(hide);
    }
    const started = Date.now();
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      const update = () => setView({ visible: true, progress: estimatedProgress(Date.now() - started - LOADING_THROTTLE_MS) });
      update();
      tick = setInterval(update, TICK_MS);
    }, LOADING_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [loading]);

  return view;
}
