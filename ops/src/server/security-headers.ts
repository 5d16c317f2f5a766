import { randomBytes } from 'node:crypto';
import { TAG_MANAGER_ORIGIN } from '@ciao/shared/tag-manager';
import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_STYLE_TAG } from './host-page';

/** Where the host page carries this response's style nonce: read as `element.nonce` (browsers hide the attribute). */
export const CSP_NONCE_META = 'meta[property="csp-nonce"]';

/**
 * The host page's policy. Scripts: only our own files (the host's chunks and every deployed
 * remote, whose entries also carry their registry integrity); no inline script and no eval (the
 * inlined registry and config are `application/json` data blocks, which CSP does not govern).
 * Styles: our own files plus the `<style>` elements style-loader injects, each given this
 * response's nonce (ops/src/webpack/insert-style-with-nonce.js), so an injected `<style>` or
 * `style="..."` attribute from anywhere else is refused. Images and API calls: this origin only.
 * With a tag manager container configured, its origin joins scripts, images and connections.
 */
export function hostPagePolicy(nonce: string, options: { tagManager?: boolean } = {}): string {
  const tagManager = options.tagManager ? ` ${TAG_MANAGER_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tagManager}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self'${tagManager}`,
    `connect-src 'self'${tagManager}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, scripts, images, the dev outbox page) may not be framed either. */
const OTHER_POLICY = "frame-ancestors 'none'";
const HSTS = 'max-age=63072000; includeSubDomains';

/** A fresh nonce and the host page with it in a meta element the style inserter reads, and on the first screen's stylesheet. */
export function withStyleNonce(html: string): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const withMeta = html.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`);
  return { html: withMeta.replace(FIRST_SCREEN_STYLE_TAG, `<style data-first-screen nonce="${nonce}">`), nonce };
}

function isHostPage(url: string, contentType: unknown, payload: unknown): payload is string {
  return typeof payload === 'string' && typeof contentType === 'string' && contentType.startsWith('text/html') && !url.startsWith('/api/');
}

/**
 * Security headers of every answer of the web server (issue 12, item 4): CSP with
 * `frame-ancestors 'none'` (and X-Frame-Options for old browsers), Referrer-Policy,
 * X-Content-Type-Options, and HSTS in production only (outside it the site runs on plain
 * http://localhost, where a pinned HSTS would break other local servers).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProd: boolean; tagManager?: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (options.isProd) reply.header('strict-transport-security', HSTS);
    if (!isHostPage(request.url, reply.getHeader('content-type'), payload)) {
      reply.header('content-security-policy', OTHER_POLICY);
      return payload;
    }
    const { html, nonce } = withStyleNonce(payload);
    reply.header('content-security-policy', hostPagePolicy(nonce, { tagManager: options.tagManager ?? false }));
    return html;
  });
}
