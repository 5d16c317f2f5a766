import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@ciao/shared';

/** docs/product-rules.md §9's large breakpoint (the shared BREAKPOINTS hold all five). */
export const LARGE_BREAKPOINT_PX = BREAKPOINTS.lg;
export const HOVER_CAPABLE_QUERY = '(hover: hover) and (pointer: fine)';
/** docs/product-rules.md §2: viewer mode when the viewport is at most the large breakpoint wide and at most 500 px high. */
export const VIEWER_MODE_QUERY = `(max-width: ${LARGE_BREAKPOINT_PX}px) and (max-height: 500px)`;

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
