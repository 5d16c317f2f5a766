import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** The web tier's configuration, an http-context file with ${CIAO_*} placeholders. */
export const WEB_TIER_TEMPLATE = path.join(REPO_ROOT, 'ops', 'nginx', 'ciao.conf.template');

/** The values the template leaves open (ops/nginx/ciao.conf.template lists what each means). */
export interface WebTierValues {
  CIAO_LISTEN: string;
  CIAO_WEB_1: string;
  CIAO_WEB_2: string;
  CIAO_API_1: string;
  CIAO_API_2: string;
  CIAO_CACHE_DIR: string;
  CIAO_PAGE_RATE: string;
  CIAO_PAGE_BURST: string;
}

/** Production's page-request limit per reader's address (docker-compose.yml sets the same). */
export const PAGE_LIMIT: Pick<WebTierValues, 'CIAO_PAGE_RATE' | 'CIAO_PAGE_BURST'> = { CIAO_PAGE_RATE: '10r/s', CIAO_PAGE_BURST: '50' };

/**
 * The template with its placeholders filled, as the nginx image's envsubst fills it: only these
 * names are replaced, so nginx's own variables ($remote_addr, $uri...) stay. A placeholder left
 * unfilled is an error rather than an nginx file that fails later with a vaguer message.
 */
export function renderWebTierConfig(values: WebTierValues, template = readFileSync(WEB_TIER_TEMPLATE, 'utf8')): string {
  return template.replace(/\$\{(CIAO_[A-Z0-9_]+)\}/g, (placeholder, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`nginx template: no value for ${placeholder}`);
    return value;
  });
}

/**
 * A whole nginx.conf around the web tier for a non-root run under `prefix` (pid, logs and temp
 * files there), as the nginx image's own nginx.conf includes conf.d in production. Start it with
 * `nginx -p <prefix> -e <prefix>/error.log -c <prefix>/nginx.conf -g 'daemon off;'`.
 */
export function standaloneNginxConfig(prefix: string, webTierFile: string): string {
  const at = (name: string) => path.join(prefix, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${at('access.log')};
    client_body_temp_path ${at('client-body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    sendfile on;
    keepalive_timeout 65;
    include ${webTierFile};
}
`;
}
