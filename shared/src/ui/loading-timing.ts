/** docs/product-rules.md §9: the loading indicator appears (and goes) only after 200 ms, so fast loads never flash it. */
export const LOADING_THROTTLE_MS = 200;
/** docs/product-rules.md §9: the time the progress bar assumes a load takes; it slows down as it nears the end. */
export const LOADING_DURATION_MS = 2000;

/**
 * Progress (0-100) after `elapsed` ms: about 70 % at `duration`, approaching but never
 * reaching 100 while loading, so a slow load never looks finished.
 */
export function estimatedProgress(elapsed: number, duration = LOADING_DURATION_MS): number {
  return (2 / Math.PI) * Math.atan((elapsed / duration) * 2) * 100;
}
