import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readRegistry } from '../deploy/registry-store';
import { registryPath } from '../paths';

export interface RuntimeConfig {
  isProd: boolean;
  cookieEnvPrefix: string;
  localeTimeOffsetFromUtc: number;
  /** Google Tag Manager container (GTM-XXXX); absent: the page loads no tag manager. */
  gtmContainerId?: string;
}

/** JSON inside <script>: `<` escaped so no value can close the tag. */
function inlineJson(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The host's index.html with the runtime config and the current registry inlined, which
 * saves the page a round trip before it can load the first remote. Re-read whenever the
 * registry file changes, so a deploy shows on the next page load.
 */
export function createHostPage(hostDist: string, config: RuntimeConfig): () => string {
  const template = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  let cached = { mtimeMs: -1, html: '' };
  return () => {
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(registryPath()).mtimeMs;
    } catch {
      mtimeMs = 0;
    }
    if (mtimeMs !== cached.mtimeMs) {
      const injected = inlineJson('ciao-config', config) + inlineJson('ciao-registry', readRegistry());
      cached = { mtimeMs, html: template.replace('</head>', `${injected}</head>`) };
    }
    return cached.html;
  };
}
