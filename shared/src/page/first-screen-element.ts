// The marks the web server writes into the host page (ops/src/server/host-page.ts) and the
// host's main script reads (host/src/app/), declared once for both sides. Its own subpath,
// @ciao/shared/first-screen-element, with no state: the main script reads it before any shared
// library has loaded, and bundles it.

/** The id of the element into which the web server inlines the answers its first screen was rendered from. */
export const FIRST_SCREEN_QUERIES_ID = 'ciao-first-screen';

/** The <template> holding the start-up scripts' preloads under a first screen. */
export const START_UP_PRELOADS_ID = 'ciao-start-up-preloads';

/**
 * Set on <html> by the web server when it sent a signed-in reader the first screen it renders for
 * everybody: the page's personal parts stay hidden until it is removed.
 */
export const READER_PENDING_ATTRIBUTE = 'data-reader-pending';
