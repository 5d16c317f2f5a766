import {
  CLIENT_IP_HEADER,
  type Endpoint,
  type ParamsOf,
  SIGNATURE_HEADER,
  signParams,
  webStatus,
  webTop,
  webUserLogin,
} from '@ciao/shared/contracts';

/**
 * `npm run bench:hardening -- <site origin>`: issue 25's items 2, 3 and 4 measured again, as ratios,
 * in one run against a site started with `TRUSTED_PROXIES=127.0.0.1 RATE_LIMIT_MAX=60 npm start`
 * (this script stands in for the trusted proxy and names each simulated reader in x-ciao-client-ip).
 *   2. a reader's login: median during a burst of 50 logins (128-character passwords, unknown
 *      names, one other address) over its median on a quiet site;
 *   3. other readers' /api/web/top p50 and p99 while one address asks `/?flood=N` on 8 connections,
 *      over the same on a quiet site;
 *   4. first screens: how many of 20 visitors get one right after a rate-limited address asked for
 *      the same page, and how many of 40 visitors behind the proxy get one, then the proxy's own call.
 */
const origin = process.argv[2] ?? 'http://127.0.0.1:8080';
// A seeded fixture reader (api/src/seed/accounts/account-fixtures.ts), always from one address and
// user agent: one device, so repeated runs never meet the device limit (2003).
const READER = { email: 'no-points@example.com', password: 'Comic-Reader-2026' };
const READER_ADDRESS = '192.0.2.25';

const toWire = (params: Record<string, unknown>) => {
  const wire: Record<string, string> = { version: '6.0.0', platform: '3' };
  for (const [key, value] of Object.entries(params)) wire[key] = String(value);
  return wire;
};

async function call<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, client: string): Promise<{ code: number; ms: number }> {
  const wire = toWire(params as Record<string, unknown>);
  const body = new URLSearchParams(wire).toString();
  const headers: Record<string, string> = { [SIGNATURE_HEADER]: await signParams(wire), [CLIENT_IP_HEADER]: client };
  if (endpoint.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  const started = performance.now();
  const response = await fetch(endpoint.method === 'GET' ? `${origin}/api${endpoint.path}?${body}` : `${origin}/api${endpoint.path}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'POST' ? { body } : {}),
  });
  const answer = (await response.json()) as { response_code: number };
  return { code: answer.response_code, ms: performance.now() - started };
}

async function page(path: string, client?: string): Promise<boolean> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html', ...(client ? { [CLIENT_IP_HEADER]: client } : {}) } });
  // The page's root with a first screen in it (attributes quoted), not the host's empty `<div id=root>`.
  return /<div id="root"[^>]*>/.test(await response.text());
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
let nextClient = 0;
/** A fresh simulated reader address, so the API limit of one never throttles another. */
const freshClient = () => {
  nextClient += 1;
  return `198.51.${Math.floor(nextClient / 250)}.${nextClient % 250}`;
};
const round = (value: number) => Math.round(value * 100) / 100;

async function loginMedian(samples: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const answer = await call(webUserLogin, READER, READER_ADDRESS);
    if (answer.code !== 0) throw new Error(`the reader's login answered ${answer.code}`);
    times.push(answer.ms);
  }
  return quantile(times, 0.5);
}

async function topLatencies(durationMs: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + durationMs;
  while (performance.now() < until) times.push((await call(webTop, {}, freshClient())).ms);
  return times;
}

async function main(): Promise<void> {
  // 2. The login queue.
  const quietLogin = await loginMedian(5);
  const attacker = freshClient();
  const longPassword = 'Aa1!'.repeat(32);
  const burst = Array.from({ length: 50 }, (_, index) =>
    call(webUserLogin, { email: `flood-${Date.now()}-${index}@unknown.example`, password: longPassword }, attacker),
  );
  const burstLogin = await loginMedian(5);
  const burstCodes = (await Promise.all(burst)).map((answer) => answer.code);

  // 3. Page floods.
  const quietTop = await topLatencies(3000);
  const flooder = freshClient();
  let flooding = true;
  let floodPages = 0;
  const floods = Array.from({ length: 8 }, async (_, connection) => {
    for (let n = 0; flooding; n += 1) {
      await page(`/?flood=${connection}-${n}-${Date.now()}`, flooder);
      floodPages += 1;
    }
  });
  const floodedTop = await topLatencies(3000);
  flooding = false;
  await Promise.all(floods);

  // 4a. A rate-limited address asks for a page first; then 20 visitors.
  const limited = freshClient();
  for (let index = 0; index < 61; index += 1) await call(webStatus, {}, limited);
  const path = `/search/word/${encodeURIComponent('ちゃお')}?page=7`;
  await page(path, limited);
  let afterLimited = 0;
  for (let visitor = 0; visitor < 20; visitor += 1) if (await page(path, freshClient())) afterLimited += 1;
  // 4b. 40 visitors behind the proxy, each a page of their own; then the proxy's own call.
  let behindProxy = 0;
  for (let visitor = 0; visitor < 40; visitor += 1)
    if (await page(`/search/word/${encodeURIComponent('ちゃお')}?page=${100 + visitor}`, freshClient())) behindProxy += 1;
  const proxyOwn = await call(webStatus, {}, '127.0.0.1');

  const figures = {
    item2: {
      quietLoginMs: round(quietLogin),
      burstLoginMs: round(burstLogin),
      ratio: round(burstLogin / quietLogin),
      burstAnswers: {
        hashed2000: burstCodes.filter((code) => code === 2000).length,
        busy1103: burstCodes.filter((code) => code === 1103).length,
      },
    },
    item3: {
      quietTopP50Ms: round(quantile(quietTop, 0.5)),
      floodedTopP50Ms: round(quantile(floodedTop, 0.5)),
      p50Ratio: round(quantile(floodedTop, 0.5) / quantile(quietTop, 0.5)),
      quietTopP99Ms: round(quantile(quietTop, 0.99)),
      floodedTopP99Ms: round(quantile(floodedTop, 0.99)),
      p99Ratio: round(quantile(floodedTop, 0.99) / quantile(quietTop, 0.99)),
      floodPagesServed: floodPages,
    },
    item4: {
      firstScreensAfterRateLimitedAddress: `${afterLimited}/20`,
      firstScreensBehindProxy: `${behindProxy}/40`,
      proxyOwnCallAfterwards: proxyOwn.code,
    },
  };
  console.log(JSON.stringify(figures, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
