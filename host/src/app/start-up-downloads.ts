import { preloadRouteRemote } from '../remotes/route-preload';
import { START_UP_PRELOADS_ID } from '@ciao/shared/first-screen-element';

/**
 * Starts the downloads the page's start-up needs, ahead of the imports that use them: the host's
 * start-up scripts the server held back under a first screen (host-page.ts), then the current
 * route's remote. Run once the first screen is painted (first-screen-paint.ts), at once on a page
 * without one, whose start-up preloads index.html already started.
 */
export function startStartUpDownloads(doc: Document = document, location: Location = window.location): void {
  const held = doc.getElementById(START_UP_PRELOADS_ID);
  if (held instanceof HTMLTemplateElement) {
    doc.head.append(doc.importNode(held.content, true));
    held.remove();
  }
  preloadRouteRemote(doc, location);
}
