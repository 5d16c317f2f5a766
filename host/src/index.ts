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

// Under a first screen from the server this script runs once the screen is on the display with
// its leading images: the first-screen loader (first-screen-loader.ts) held taps until now and
// released this script then. The wait below is passed at once then; it still orders start-up on a
// page that started otherwise. Start-up's downloads first, then the imports that use them.
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
