import { type QueryClient, replaceVisitorAnswers, sessionStore } from '@ciao/shared';
import { READER_PENDING_ATTRIBUTE } from '@ciao/shared/first-screen-element';

/** However long the reader's answers take, the personal parts are shown after this (with what the page then has). */
const MAX_WAIT_MS = 5_000;

/**
 * After the page adopted a first screen the server rendered for everybody: on a signed-in reader's
 * copy (the server marked <html>), the answers that depend on the reader are asked again for them,
 * and the personal parts, hidden until then (host/src/styles/global.css), are shown once they have
 * come. A page whose session turned out to be a visitor's shows them at once: they are right.
 */
export async function fillPersonalParts(
  queryClient: QueryClient,
  root: HTMLElement = document.documentElement,
  maxWaitMs = MAX_WAIT_MS,
): Promise<void> {
  if (!root.hasAttribute(READER_PENDING_ATTRIBUTE)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (sessionStore.getState().isLoggedIn) {
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
      });
      await Promise.race([replaceVisitorAnswers(queryClient), late]);
    }
  } finally {
    clearTimeout(timer);
    root.removeAttribute(READER_PENDING_ATTRIBUTE);
  }
}
