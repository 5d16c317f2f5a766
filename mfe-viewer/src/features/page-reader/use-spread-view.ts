import { minWidthQuery } from '@ciao/shared';
import { useSyncExternalStore } from 'react';

/** Spreads need a landscape window at least as wide as the large breakpoint (spec 9: 1024). */
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

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the page adopts the server's first screen (hydration), true
 * from then on and in a page rendered in the browser. The server knows neither the window nor
 * the device's storage: its screen shows one page from the first, as on a phone, and what
 * depends on them follows once this is true (reader.module.css keeps a wide window's page box
 * hidden meanwhile, so nothing shifts).
 */
export function useWindowKnown(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
