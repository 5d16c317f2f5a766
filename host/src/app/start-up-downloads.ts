import { preloadRouteRemote } from '../remotes/route-preload';
import { START_UP_PRELOADS_ID } from '@ciao/shared/first-screen-element';

/**
 * Starts the downloads the page's start-up needs, ahead of the imports that use them: what the
 * server held back under a first screen (ops/src/server/host-page.ts: the host's main script and
 * its start-up scripts' preloads), then the current route's remote. Run by the first-screen loader
 * once the first screen is painted (first-screen-paint.ts), and again by the main script, for
 * which it is then done: the template is gone and each remote script is linked once. On a page
 * without a first screen index.html started the host's scripts, and the route's remote starts here.
 */
export function startStartUpDownloads(doc: Document = document, location: Location = window.location): void {
  const held = doc.getElementById(START_UP_PRELOADS_ID);
  if (held instanceof HTMLTemplateElement) {
    // A script cloned from a template runs once it is in the document (it never ran in the template).
    doc.head.append(doc.importNode(held.content, true));
    held.remove();
  }
  preloadRouteRemote(doc, location);
}
