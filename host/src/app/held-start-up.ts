import { START_UP_PRELOADS_ID } from '@ciao/shared/first-screen-element';

/**
 * Puts in the head what the server held back under a first screen (ops/src/server/host-page.ts):
 * the host's main script and its start-up scripts' preloads, so their downloads start now. Once:
 * the held template is removed. Its own module (no imports beyond an id) because the first-screen
 * loader (first-screen-loader.ts) runs it before the main script exists on the page.
 */
export function releaseHeldStartUp(doc: Document = document): void {
  const held = doc.getElementById(START_UP_PRELOADS_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  // A script cloned from a template runs once it is in the document (it never ran in the template).
  doc.head.append(doc.importNode(held.content, true));
  held.remove();
}
