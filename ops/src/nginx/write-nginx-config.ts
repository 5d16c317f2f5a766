import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LIMIT, renderWebTierConfig, standaloneNginxConfig } from './nginx-config';

/**
 * `npx tsx ops/src/nginx/write-nginx-config.ts <prefix>`: the web tier for a local nginx without
 * Docker. Fills ops/nginx/ciao.conf.template from the CIAO_* environment (defaults: port 8088, web
 * nodes on 127.0.0.1:8083 and :8084, API processes on 127.0.0.1:8081 and :8082, nginx's file cache
 * under <prefix>/cache, production's page-request limit) into
 * <prefix>/ciao.conf, writes <prefix>/nginx.conf around it and prints the command that runs it.
 */
function main(): void {
  const prefix = path.resolve(process.argv[2] ?? '.data/nginx');
  const env = process.env;
  mkdirSync(prefix, { recursive: true });
  const webTier = path.join(prefix, 'ciao.conf');
  writeFileSync(
    webTier,
    renderWebTierConfig({
      CIAO_LISTEN: env.CIAO_LISTEN ?? '127.0.0.1:8088',
      CIAO_WEB_1: env.CIAO_WEB_1 ?? '127.0.0.1:8083',
      CIAO_WEB_2: env.CIAO_WEB_2 ?? '127.0.0.1:8084',
      CIAO_API_1: env.CIAO_API_1 ?? '127.0.0.1:8081',
      CIAO_API_2: env.CIAO_API_2 ?? '127.0.0.1:8082',
      CIAO_CACHE_DIR: path.resolve(env.CIAO_CACHE_DIR ?? path.join(prefix, 'cache')),
      CIAO_PAGE_RATE: env.CIAO_PAGE_RATE ?? PAGE_LIMIT.CIAO_PAGE_RATE,
      CIAO_PAGE_BURST: env.CIAO_PAGE_BURST ?? PAGE_LIMIT.CIAO_PAGE_BURST,
    }),
  );
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(main, standaloneNginxConfig(prefix, webTier));
  console.log(`/usr/sbin/nginx -p ${prefix} -e ${path.join(prefix, 'error.log')} -c ${main} -g 'daemon off;'`);
}

main();
