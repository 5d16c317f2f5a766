import { minWidthQuery } from '@ciao/shared';
import { useSyncExternalStore } from 'react';

/** Spreads need a landscape window at least as wide as the large breakpoint (docs/product-rules.md §9: 1024). */
export const SPREAD_QUERY = `${minWidthQuery('lg')} and (orientation: landscape)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SPREAD_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window shows two pages side by side; follows a rotation or a resize. */
export function useSpreadView(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
