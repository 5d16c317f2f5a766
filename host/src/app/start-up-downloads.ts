import { preloadRouteRemote } from '../remotes/route-preload';
import { releaseHeldStartUp } from './held-start-up';

/**
 * Starts the downloads the page's start-up needs, ahead of the imports that use them: what the
 * server held back under a first screen (held-start-up.ts; the first-screen loader released it
 * already when the page has one), then the current route's remote. Run once the first screen is
 * painted (first-screen-paint.ts), at once on a page without one, whose start-up preloads
 * index.html already started.
 */
export function startStartUpDownloads(doc: Document = document, location: Location = window.location): void {
  releaseHeldStartUp(doc);
  preloadRouteRemote(doc, location);
}
