import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildCatalogue } from '@ciao/demo-content';
import pg from 'pg';
import { SIGNATURE_HEADER, signParams } from '@ciao/shared/contracts';

/**
 * `npm run bench:api`: throughput, p99 latency and API process memory of the main read calls (the
 * last three as the logged-in demo reader) under
 * autocannon on loopback, on the embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh database is created
 * and dropped). Each run: 10 connections for 10 s (BENCH_DURATION_S / BENCH_CONNECTIONS). The API
 * runs as `api/src/main.ts` in its own process with LOG_LEVEL=warn (a JSON line per request would
 * measure the logger) and a rate limit far above the load. BENCH_CALLS=/web/top (comma separated
 * parts of the call names) runs only those calls; BENCH_DATABASES=PGlite only that database.
 * BENCH_WRONG_LOGINS=100 adds one more row: /web/top while that many connections send wrong
 * passwords for rotating unknown names (issue 12: logins must not starve reading), with how the
 * logins were answered. BENCH_DRAWINGS=40 adds two: /web/top at rest, then while that many images
 * nobody asked for before are drawn, with the p99 ratio (issue 26); DRAWING_THREADS=0 passed to the
 * API draws them on its event loop instead, as before its drawing threads.
 */
const API_DIR = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string>;
  /** Asked by the logged-in demo reader (with its session cookie). */
  reader?: boolean;
}

const ALL_TARGETS: Target[] = [
  { name: 'GET /web/top', method: 'GET', path: '/web/top', params: {} },
  { name: 'GET /search/title', method: 'GET', path: '/search/title', params: { keyword: 'a', limit: '20' } },
  { name: 'POST /episode/list', method: 'POST', path: '/episode/list', params: { episode_id_list: '10101,10102,10103,10104,10105' } },
  { name: 'GET /web/episode/viewer', method: 'GET', path: '/web/episode/viewer', params: { episode_id: '10101' } },
  // The point shop's price list (the payment calls that write need a signed-in reader: see api/README.md).
  { name: 'GET /point/pack/list', method: 'GET', path: '/point/pack/list', params: {} },
  // The demo reader's commerce histories (issue 10): per-reader reads behind the session.
  { name: 'GET /web/episode/purchased', method: 'GET', path: '/web/episode/purchased', params: { limit: '20' }, reader: true },
  { name: 'GET /account/point/flow', method: 'GET', path: '/account/point/flow', params: {}, reader: true },
  { name: 'GET /account/coin/flow', method: 'GET', path: '/account/coin/flow', params: { limit: '20' }, reader: true },
];

const CALL_FILTER = (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean);
const TARGETS = ALL_TARGETS.filter((target) => CALL_FILTER.length === 0 || CALL_FILTER.some((part) => target.name.includes(part)));
const DATABASES = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
const WRONG_LOGINS = Number(process.env.BENCH_WRONG_LOGINS ?? 0);
const DRAWINGS = Number(process.env.BENCH_DRAWINGS ?? 0);

interface Row {
  database: string;
  call: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  peakRssMiB: number;
}

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** A port free right now on loopback (the API is told to listen on it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  // node --import tsx (not the tsx launcher) so that the pid measured is the API process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'main.ts')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // First start creates and seeds the database: wait up to two minutes for the status call to answer.
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}) before listening`);
    const up = await fetch(`${origin}/api/web/status`).then(
      () => true,
      () => false,
    );
    if (up) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('API did not listen within two minutes');
}

/** Logs the seeded demo reader in and returns its session cookie (`name=value`). */
async function demoReaderCookie(origin: string): Promise<string> {
  const wire = { version: '6.0.0', platform: '3', email: 'reader@example.com', password: 'Comic-Reader-2026' };
  const answer = await fetch(`${origin}/api/web/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: await signParams(wire) },
    body: new URLSearchParams(wire).toString(),
  });
  const cookie = answer.headers.getSetCookie().find((header) => header.startsWith('local_ciao_session='));
  if (!cookie) throw new Error(`the demo reader could not log in: ${await answer.text()}`);
  return cookie.split(';')[0] as string;
}

async function requestOf(
  target: Target,
  readerCookie: () => Promise<string> = () => Promise.reject(new Error(`${target.name} needs the demo reader`)),
) {
  const wire = { version: '6.0.0', platform: '3', ...target.params };
  const encoded = new URLSearchParams(wire).toString();
  const headers: Record<string, string> = { [SIGNATURE_HEADER]: await signParams(wire) };
  if (target.reader) headers.cookie = await readerCookie();
  if (target.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  return target.method === 'GET'
    ? { method: 'GET' as const, path: `/api${target.path}?${encoded}`, headers }
    : { method: 'POST' as const, path: `/api${target.path}`, headers, body: encoded };
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  console.log(`\n== ${database}: starting the API (first start migrates and seeds) ==`);
  const { child, origin } = await startApi(env);
  const rows: Row[] = [];
  let cookie: Promise<string> | undefined;
  const readerCookie = () => {
    cookie ??= demoReaderCookie(origin);
    return cookie;
  };
  try {
    for (const target of TARGETS) {
      const request = await requestOf(target, readerCookie);
      // One checked call first: a bench of error answers would be meaningless.
      const check = await fetch(`${origin}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: request.body } : {}),
      });
      const body = (await check.json()) as { response_code: number; message?: string };
      if (body.response_code !== 0) {
        console.log(`  ${target.name}: not benchmarked, answers ${body.response_code} ${body.message ?? ''}`);
        continue;
      }
      let peak = rssMiB(child.pid ?? 0);
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(child.pid ?? 0));
      }, 200);
      const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests: [request] });
      clearInterval(sampler);
      const row = {
        database,
        call: target.name,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        peakRssMiB: Math.round(peak),
      };
      console.log(
        `  ${row.call.padEnd(26)} ${String(row.requestsPerSecond).padStart(6)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms   RSS ${row.peakRssMiB} MiB${row.non2xx ? `   non-2xx ${row.non2xx}` : ''}`,
      );
      rows.push(row);
    }
    if (WRONG_LOGINS > 0) rows.push(await webTopUnderWrongLogins(database, origin, child.pid ?? 0));
    if (DRAWINGS > 0) rows.push(...(await webTopWhileDrawing(database, origin, child.pid ?? 0)));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

/** Signed form bodies of wrong logins, each for another unknown name (so no per-name lock makes them cheap). */
async function wrongLoginBodies(count: number): Promise<Array<{ body: string; signature: string }>> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const wire = { version: '6.0.0', platform: '3', email: `nobody-${index}@example.com`, password: 'Wrong-Password-123' };
      return { body: new URLSearchParams(wire).toString(), signature: await signParams(wire) };
    }),
  );
}

/** /web/top with WRONG_LOGINS connections of wrong logins beside it, both for DURATION_S. */
async function webTopUnderWrongLogins(database: string, origin: string, pid: number): Promise<Row> {
  const bodies = await wrongLoginBodies(2000);
  let next = 0;
  const logins = autocannon({
    url: origin,
    connections: WRONG_LOGINS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/api/web/user/login',
        setupRequest: (request) => {
          const login = bodies[next % bodies.length] as { body: string; signature: string };
          next += 1;
          return {
            ...request,
            body: login.body,
            headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: login.signature },
          };
        },
      },
    ],
  });
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 200);
  const reading = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [await requestOf(ALL_TARGETS[0] as Target)],
  });
  const [loginResult, readingResult] = await Promise.all([logins, reading]);
  clearInterval(sampler);
  const answered = Object.entries(loginResult.statusCodeStats ?? {})
    .map(([status, stat]) => `${stat.count} x HTTP ${status}`)
    .join(', ');
  const row = {
    database,
    call: `GET /web/top + ${WRONG_LOGINS} wrong logins`,
    requestsPerSecond: Math.round(readingResult.requests.average),
    p99Ms: readingResult.latency.p99,
    non2xx: readingResult.non2xx,
    peakRssMiB: Math.round(peak),
  };
  console.log(
    `  ${row.call.padEnd(26)} ${String(row.requestsPerSecond).padStart(6)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms   RSS ${row.peakRssMiB} MiB; logins: ${Math.round(loginResult.requests.average)}/s answered ${answered}`,
  );
  return row;
}

/**
 * BENCH_DRAWINGS=40 (issue 26): GET /web/top at rest, then while that many episode thumbnails nobody
 * asked for before are drawn (four asked at a time, as a page of covers does), DURATION_S each; the
 * p99 of the second against the first. The images are drawn by the API's drawing threads
 * (api/src/images/drawing-pool.ts); on the event loop every call waited behind each drawing.
 */
async function webTopWhileDrawing(database: string, origin: string, pid: number): Promise<Row[]> {
  const request = await requestOf(ALL_TARGETS[0] as Target);
  const reading = () => autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests: [request] });
  const atRest = await reading();
  const episodes = buildCatalogue().episodes.slice(-DRAWINGS);
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 200);
  const started = performance.now();
  const drawing = (async () => {
    const statuses: number[] = [];
    for (let next = 0; next < episodes.length; next += 4) {
      const batch = episodes.slice(next, next + 4);
      statuses.push(
        ...(await Promise.all(
          batch.map((episode) =>
            fetch(`${origin}/api/image/thumb/${episode.episode_id}.png`).then((answer) => answer.arrayBuffer().then(() => answer.status)),
          ),
        )),
      );
    }
    return { statuses, ms: performance.now() - started };
  })();
  const [underDrawing, drawn] = await Promise.all([reading(), drawing]);
  clearInterval(sampler);
  const drawnOk = drawn.statuses.filter((status) => status === 200).length;
  const rows: Row[] = [
    {
      database,
      call: 'GET /web/top at rest',
      requestsPerSecond: Math.round(atRest.requests.average),
      p99Ms: atRest.latency.p99,
      non2xx: atRest.non2xx,
      peakRssMiB: Math.round(peak),
    },
    {
      database,
      call: `GET /web/top + ${DRAWINGS} new images`,
      requestsPerSecond: Math.round(underDrawing.requests.average),
      p99Ms: underDrawing.latency.p99,
      non2xx: underDrawing.non2xx,
      peakRssMiB: Math.round(peak),
    },
  ];
  for (const row of rows)
    console.log(`  ${row.call.padEnd(26)} ${String(row.requestsPerSecond).padStart(6)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms`);
  console.log(
    `  drawing: ${drawnOk}/${episodes.length} images drawn (HTTP 200) in ${Math.round(drawn.ms)} ms; p99 while drawing / at rest = ${(underDrawing.latency.p99 / atRest.latency.p99).toFixed(2)}x (goal <= 2x)`,
  );
  return rows;
}

async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = `ciao_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per call, loopback; ${os.cpus().length} cores`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ciao-bench-'));
  const rows: Row[] = [];
  try {
    if (DATABASES.includes('PGlite')) rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (DATABASES.includes('PostgreSQL'))
    rows.push(...(await withPostgresDatabase((url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }))));
  console.log('\n| database | call | req/s | p99 ms | API RSS MiB (peak) |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.database} | ${row.call} | ${row.requestsPerSecond} | ${row.p99Ms} | ${row.peakRssMiB} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
