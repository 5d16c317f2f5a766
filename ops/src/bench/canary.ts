import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPlugin, migrate, openDatabase, readFieldHealth } from '@ciao/api';
import type { FieldBeacon } from '@ciao/shared/contracts';
import { HOST_EXPOSES, hostBuildInfo, manifestJson, remoteBuildInfo, writeBuild } from '../../test/build-fixtures';
import { canaryGuardSettingsFromEnv, startCanaryGuard } from '../canary/canary-guard';
import type { Delivery } from '../deploy/delivery-config';
import { deploy, startCanary } from '../deploy/deployments';
import { FileRegistryStore } from '../deploy/registry-store';
import { FolderVersionStore } from '../deploy/version-store';
import { COHORT_COOKIE, isOnCanary } from '../server/cohort';
import { createWebServer } from '../server/web-server';

/**
 * `npm run bench:canary`: issue 23's canary figures, through the real web server, API, database
 * and registry (a stand-in host page and catalogue builds: what is measured is who gets which
 * version and when the guard acts, not the page itself).
 * 1. Split: BENCH_ROUNDS (5) rounds of 200 visits with fresh cookies at --percent 10: visits on the canary.
 * 2. Stickiness: 50 visitors x 10 page views (and /registry.json): version switches within a visitor.
 * 3. Automatic abort: a canary whose views all fail, beacons sent one view at a time as pages
 *    close, beside stable's clean views: ms from its 5th failing view's beacon to the abort, with
 *    the guard's settings (CANARY_CHECK_SECONDS, 10 by default).
 * 4. No false abort: 500 clean canary views beside 4,500 stable views with 0.5% errors, checked
 *    for BENCH_CLEAN_CHECKS (6) guard intervals.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CLEAN_CHECKS = Number(process.env.BENCH_CLEAN_CHECKS ?? 6);

function catalogueBuild(work: string, version: string): string {
  const exposes = HOST_EXPOSES.catalog!;
  return writeBuild(path.join(work, 'builds', version), remoteBuildInfo('catalog', { version }), {
    'remoteEntry.js': `var catalog = "${version}";\n`,
    'mf-manifest.json': manifestJson('catalog', exposes),
    ...Object.fromEntries(exposes.map((expose) => [`__federation_expose_${expose.slice(2)}.js`, `/* ${version} */\n`])),
  });
}

const view = (version: string, failing: boolean): FieldBeacon['views'][number] => ({
  owner: 'catalog',
  remotes: [{ remote: 'catalog', version, ...(failing ? { renderErrors: 1 } : {}) }],
});

async function main(): Promise<void> {
  // The bench speaks for thousands of readers from one address: the per-address beacon limit (30 a minute) is not what it measures.
  process.env.FIELD_BEACON_RATE_MAX ??= '1000000';
  const work = mkdtempSync(path.join(tmpdir(), 'bench-canary-'));
  const db = await openDatabase({ dataDir: path.join(work, 'pglite') });
  await migrate(db);
  const delivery: Delivery = {
    versions: new FolderVersionStore(path.join(work, 'deployments')),
    registry: new FileRegistryStore(path.join(work, 'deployments', 'registry.json')),
  };
  const hostDir = writeBuild(path.join(work, 'host'), hostBuildInfo());
  mkdirSync(path.join(hostDir, 'static'), { recursive: true });
  writeFileSync(path.join(hostDir, 'index.html'), '<!doctype html><html><head><title>bench</title></head><body></body></html>');
  const team = { actor: 'bench', reason: null };
  await deploy(delivery, 'catalog', team, { sourceDir: catalogueBuild(work, '1.0.0-stable'), hostDir });
  const server = await createWebServer({
    hostDist: hostDir,
    delivery,
    runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9 },
    registerApi: async (app) => {
      await app.register(apiPlugin, { db });
    },
    log: () => undefined,
  });
  const versionOf = (body: string) =>
    JSON.parse(/<script id="ciao-registry" type="application\/json">(.*?)<\/script>/.exec(body)![1]!).remotes.catalog.active
      .version as string;
  const pageView = async (cookie?: string) => {
    const response = await server.inject({ url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const given = new RegExp(`${COHORT_COOKIE}=\\d+`).exec(String(response.headers['set-cookie'] ?? ''))?.[0];
    return { version: versionOf(response.body), cookie: given ?? cookie };
  };
  const sendBeacon = async (views: FieldBeacon['views']) => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/field/beacon',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ schemaVersion: 1, views } satisfies FieldBeacon),
    });
    if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}: ${response.body}`);
  };
  const settings = canaryGuardSettingsFromEnv();

  try {
    await startCanary(delivery, 'catalog', 10, team, { sourceDir: catalogueBuild(work, '1.0.1-canary'), hostDir });
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let onCanary = 0;
      for (let visit = 0; visit < 200; visit += 1) if ((await pageView()).version === '1.0.1-canary') onCanary += 1;
      counts.push(onCanary);
    }
    console.log(`1. 200 visits with fresh cookies at --percent 10, on the canary: ${counts.join(', ')} (goal 20 ± 8 each)`);

    let switches = 0;
    for (let visitor = 0; visitor < 50; visitor += 1) {
      const first = await pageView();
      for (let view = 1; view < 10; view += 1) if ((await pageView(first.cookie)).version !== first.version) switches += 1;
      const registry = await server.inject({ url: '/registry.json', headers: { cookie: first.cookie! } });
      if (registry.json().remotes.catalog.active.version !== first.version) switches += 1;
    }
    console.log(`2. 50 visitors x 10 page views and /registry.json each: ${switches} version switches (goal 0)`);

    let abortedAt = 0;
    const guard = startCanaryGuard({
      delivery,
      readHealth: (window) => readFieldHealth(db, window),
      settings,
      log: (line) => {
        if (line.includes('aborted')) abortedAt = Date.now();
        console.log(`   ${line}`);
      },
    });
    await sendBeacon(Array.from({ length: 18 }, () => view('1.0.0-stable', false)));
    let fifthAt = 0;
    for (let failing = 0; failing < 5; failing += 1) {
      await sendBeacon([view('1.0.1-canary', true)]);
      fifthAt = Date.now();
    }
    while (!abortedAt && Date.now() - fifthAt < 120_000) await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(
      `3. failing canary (guard every ${settings.intervalMs / 1000} s, at least ${settings.minViews} views, margin ${settings.margin * 100} points): ` +
        (abortedAt ? `aborted ${abortedAt - fifthAt} ms after its 5th failing view's beacon (goal < 60 s)` : 'NOT aborted within 120 s'),
    );
    const canaryCohort = Array.from({ length: 100 }, (_, cohort) => cohort).find((cohort) =>
      isOnCanary(cohort, 'catalog', { percent: 10 }),
    );
    const after = await pageView(`${COHORT_COOKIE}=${canaryCohort}`);
    console.log(`   a canary reader's next page view: ${after.version}`);

    await startCanary(delivery, 'catalog', 10, team, { sourceDir: catalogueBuild(work, '1.0.2-clean'), hostDir });
    for (let sent = 0; sent < 500; sent += 20) await sendBeacon(Array.from({ length: 20 }, () => view('1.0.2-clean', false)));
    for (let sent = 0; sent < 4500; sent += 20) {
      await sendBeacon(Array.from({ length: 20 }, (_, index) => view('1.0.0-stable', (sent + index) % 200 === 0)));
    }
    const aborted: string[] = [];
    for (let check = 0; check < CLEAN_CHECKS; check += 1) aborted.push(...(await guard.check()));
    const still = (await delivery.registry.read()).canaries.catalog?.version;
    console.log(
      `4. clean canary, 500 views beside 4,500 stable views: ${aborted.length} aborts in ${CLEAN_CHECKS} checks; canary still running: ${still ?? 'no'} (goal: no abort)`,
    );
    await guard.stop();
  } finally {
    await server.close();
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
