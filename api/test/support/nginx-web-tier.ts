import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_LIMIT, renderWebTierConfig, standaloneNginxConfig, type WebTierValues } from '../../../ops/src/nginx/nginx-config';
import { freePort } from '../../../ops/test/support/web-node-process';

/** Debian's nginx (.ci/run installs it); NGINX_PATH points elsewhere. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxWebTier {
  origin: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx in the foreground with ops/nginx/ciao.conf.template filled for `values` (the
 * listen port chosen here; production's page-request limit unless given), everything it writes
 * under a temporary prefix, so no root and no system nginx are involved. Resolves once it answers.
 */
export async function startNginxWebTier(
  values: Omit<WebTierValues, 'CIAO_LISTEN' | 'CIAO_CACHE_DIR' | keyof typeof PAGE_LIMIT> & Partial<typeof PAGE_LIMIT>,
): Promise<NginxWebTier> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (apt-get install nginx; .ci/run does) or set NGINX_PATH`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'ciao-nginx-'));
  // Started as root, nginx's workers run as nobody and must reach the files under this prefix.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const webTier = path.join(prefix, 'ciao.conf');
  writeFileSync(
    webTier,
    renderWebTierConfig({ ...PAGE_LIMIT, ...values, CIAO_LISTEN: `127.0.0.1:${port}`, CIAO_CACHE_DIR: path.join(prefix, 'cache') }),
  );
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(main, standaloneNginxConfig(prefix, webTier));
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', main, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const answered = await fetch(`${origin}/registry.json`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) {
      await stop();
      throw new Error(`nginx did not answer at ${origin}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    errorLog: () => readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    stop,
  };
}
