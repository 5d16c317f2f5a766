/**
 * The id of the element into which the web server inlines the answers its first screen was
 * rendered from (ops/src/server/host-page.ts). Its own module: the host's main script reads it
 * before any shared library has loaded.
 */
export const FIRST_SCREEN_QUERIES_ID = 'ciao-first-screen';

/** The <template> holding the start-up scripts' preloads under a first screen (ops/src/server/host-page.ts). */
export const START_UP_PRELOADS_ID = 'ciao-start-up-preloads';

/**
 * Set on <html> by the web server when it sent a signed-in reader the first screen it renders for
 * everybody (ops/src/server/host-page.ts): the page's personal parts stay hidden until it is removed.
 */
export const READER_PENDING_ATTRIBUTE = 'data-reader-pending';
