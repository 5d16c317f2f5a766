import { useSyncExternalStore } from 'react';

/** Whether the reader switched on captions with furigana; kept on this device for every episode. */
export const CAPTIONS_STORAGE_KEY = 'ciao.viewer.captions';

const listeners = new Set<() => void>();
// The state when storage is refused (private mode, policy): the switch works, unremembered.
let unstored = false;

function readCaptions(): boolean {
  try {
    return localStorage.getItem(CAPTIONS_STORAGE_KEY) === 'on';
  } catch {
    return unstored;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab switching them follows here too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function setCaptions(on: boolean): void {
  unstored = on;
  try {
    localStorage.setItem(CAPTIONS_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: readCaptions falls back to `unstored`.
  }
  for (const listener of listeners) listener();
}

/** The captions switch's state, remembered in local storage. */
export function useCaptions(): boolean {
  return useSyncExternalStore(subscribe, readCaptions, () => false);
}
