import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the page adopts the server's first screen (hydration), true
 * from then on and in a page rendered in the browser. The server knows neither the window nor
 * the device's storage: its screen shows one page from the first, as on a phone, and what
 * depends on them follows once this is true (reader.module.css keeps a wide window's page box
 * hidden meanwhile, so nothing shifts).
 */
export function useDeviceKnown(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
