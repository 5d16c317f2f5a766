import { handleHostChunkError, isChunkLoadError } from './app/reload-guard';
import { firstScreenPainted } from './app/first-screen-paint';
import { startStartUpDownloads } from './app/start-up-downloads';

/** Ends the current task: what follows runs in a new one, after the browser had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Async boundary: federation negotiates shared singletons before any app code runs.
 * Start-up is evaluated in steps, each its own task: React's DOM library, the router (react-router through @ciao/shared/router), i18n
 * and the query cache, then @ciao/shared (the API contracts, the session store, the UI kit's
 * styles), then the host's modules (layout and its styles), then start() (router, first
 * render). bootstrap.tsx does the same in one go for the single-bundle benchmark.
 * Why: evaluated together they were one task of about 145 ms of CPU, 580 ms on a phone with
 * Lighthouse's 4x CPU slowdown, all of it blocking (Total Blocking Time). zod is configured
 * first, before anything that parses (zod-without-eval.ts).
 */
async function startUp(): Promise<void> {
  await import('./zod-without-eval');
  await import('react-dom/client');
  await nextTask();
  await import('@ciao/shared/router');
  await nextTask();
  await Promise.all([import('i18next'), import('@tanstack/react-query')]);
  await nextTask();
  await import('@ciao/shared');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start();
}

// The first-screen loader (first-screen-loader.ts) holds taps and, under a first screen from the
// server, releases this script once the screen and its leading images are painted, with the other
// start-up downloads: the wait and the downloads below are done already then (each is passed at
// once). On a page without a first screen they start here. Then the imports that use them.
// If the host's own chunks fail to load (a newer host replaced them), reload under the guard.
firstScreenPainted()
  .then(() => {
    try {
      startStartUpDownloads();
    } catch (error) {
      console.warn('host: could not preload the start-up scripts', error);
    }
    return startUp();
  })
  .catch((error: unknown) => {
    console.error('host: start-up failed', error);
    if (isChunkLoadError(error)) handleHostChunkError(error);
  });
