/**
 * Sets nothing: every page's title is decided in one place per route, the host's
 * (host/src/head/route-heads.ts), the same in the browser after a navigation as in the server's
 * HTML. Remotes built against an earlier @ciao/shared still call it; @ciao/shared is a federation
 * singleton, so they get this one (the host's), and a title of theirs can no longer replace the
 * route's (nor, when they unmount, put a stale one back over the next page's). Kept, not removed,
 * so that such a build does not fail on a missing export; remove it once no deployed version
 * imports it (`npm run mfe -- status` lists the active ones).
 * @deprecated
 */
export function useDocumentTitle(_text: string | null): void {}
