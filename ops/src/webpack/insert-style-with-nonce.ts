/**
 * style-loader's `insert` function (browser code, bundled into the host and every remote): each
 * injected `<style>` gets the nonce the web server put in this page's
 * `<meta property="csp-nonce" nonce>` (ops/src/server/security-headers.ts), so the page's CSP can
 * allow exactly our own style elements instead of 'unsafe-inline'. The nonce is read from the
 * element's `nonce` property: browsers hide the attribute from scripts and CSS selectors.
 *
 * Under a server-rendered first screen, whose `<style data-first-screen>` already holds the CSS
 * of the host and of the page's remote, a stylesheet found there is not added a second time:
 * every addition restyles the whole server-rendered page, which cost a phone hundreds of
 * milliseconds of start-up. style-loader fills the element right after this call, in the same
 * task, so its text is known one microtask later.
 */
export default function insertStyleWithNonce(element: HTMLStyleElement): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) element.nonce = nonce;
  const firstScreen = document.querySelector<HTMLStyleElement>('style[data-first-screen]');
  if (!firstScreen) {
    document.head.appendChild(element);
    return;
  }
  queueMicrotask(() => {
    if (!firstScreen.textContent?.includes(element.textContent ?? '')) document.head.appendChild(element);
  });
}
