/**
 * style-loader's `insert` function (browser code, bundled into the host and every remote): each
 * injected `<style>` gets the nonce the web server put in this page's
 * `<meta property="csp-nonce" nonce>` (ops/src/server/security-headers.ts), so the page's CSP can
 * allow exactly our own style elements instead of 'unsafe-inline'. The nonce is read from the
 * element's `nonce` property: browsers hide the attribute from scripts and CSS selectors.
 */
export default function insertStyleWithNonce(element: HTMLStyleElement): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) element.nonce = nonce;
  document.head.appendChild(element);
}
