import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_QUERIES_ID } from '@ciao/shared/first-screen-element';
import { ADOPTING_ATTRIBUTE, replayKeys, replayTap, stopHoldingTaps, takeHeldKeys } from './first-screen-taps';

/**
 * When the server rendered the page's first screen, puts the answers it was rendered from
 * into the page's query cache, so the page's own first render shows the same content (no
 * loading state replaces it, no call is repeated). True when there was such a screen.
 */
export function adoptFirstScreenData(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(FIRST_SCREEN_QUERIES_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
    return true;
  } catch (error) {
    console.error('first screen: its data is unusable; the page loads its own', error);
    return false;
  }
}

/** Runs `onCommit` once its children are committed: rendered around the page, it adds no element. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit.
  useEffect(onCommit, []);
  return children;
}

/**
 * Makes the server's first screen the page: React adopts its elements (hydration, in slices
 * that leave the browser free between them) instead of building them again. Until then its
 * links work as plain links and a tap on a button or a page-turn key is held (first-screen-taps.ts), then acted on.
 * Where the page differs from the screen (a language chosen before its cookie existed, a
 * session the server did not see), React renders that part afresh: expected, so it is logged
 * as information, not as an error. `onAdopted` runs once the page has adopted it.
 */
export function hydrateFirstScreen(container: HTMLElement, page: ReactNode, onAdopted: () => void = () => undefined): void {
  const heldTap = stopHoldingTaps();
  const heldKeys = takeHeldKeys();
  const adopted = () => {
    container.removeAttribute(ADOPTING_ATTRIBUTE);
    replayTap(heldTap);
    replayKeys(heldKeys);
    onAdopted();
  };
  // A transition, as for the first render without a first screen (start.tsx): hydration too is
  // then done in slices of a few milliseconds, not in tasks long enough to hold up a tap.
  startTransition(() => {
    hydrateRoot(container, <OnFirstCommit onCommit={adopted}>{page}</OnFirstCommit>, {
      onRecoverableError: (error) => console.info('first screen: rendered afresh where the page differs from it', error),
    });
  });
}
