import path from 'node:path';
import { fieldHealthReportSchema, type FieldHealthReport } from '@ciao/shared/contracts';
import { DeployError } from '../../deploy/deployments';
import { REPO_ROOT } from '../../paths';
import { readDevOpsAccount } from './ops-credentials';
import { OPS_SESSION_COOKIE } from './ops-session';

/**
 * `mfe status --health`: field health per remote@version over a window, read from the site's ops
 * API (/ops/api/health) with the ops account, so it works from any machine that reaches the site,
 * whichever database the site uses (PGlite admits only the server's own process).
 * --url (default CIAO_SITE_URL, else http://127.0.0.1:$PORT or 8080), --hours (1), --remote.
 * The account: OPS_USER / OPS_PASSWORD, else the one `npm start` generated in DATA_DIR (.data).
 */
export async function fetchHealth(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<FieldHealthReport> {
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const base = option('url') ?? env.CIAO_SITE_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  const hours = option('hours') ?? '1';
  const remote = option('remote');
  const account = env.OPS_PASSWORD
    ? { user: env.OPS_USER ?? 'ops', password: env.OPS_PASSWORD }
    : readDevOpsAccount(path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')));
  if (!account) throw new DeployError('no ops account: set OPS_USER and OPS_PASSWORD (npm start prints its generated one)');

  let signIn: Response;
  try {
    signIn = await fetch(new URL('/ops/api/session', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
  } catch (error) {
    throw new DeployError(`cannot reach the site at ${base} (${(error as Error).message}); start it or pass --url`);
  }
  if (!signIn.ok)
    throw new DeployError(`the ops sign-in at ${base} answered HTTP ${signIn.status}: ${(await signIn.text()).slice(0, 200)}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${OPS_SESSION_COOKIE}=`));
  if (!cookie) throw new DeployError(`the ops sign-in at ${base} set no session cookie`);
  const query = new URLSearchParams({ hours, stepMinutes: '60', ...(remote ? { remote } : {}) });
  const answer = await fetch(new URL(`/ops/api/health?${query}`, base), { headers: { cookie } });
  if (!answer.ok) throw new DeployError(`${base}/ops/api/health answered HTTP ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return fieldHealthReportSchema.parse(await answer.json());
}

const cell = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);

/** The report as a table, one line per remote@version, newest version of each remote first. */
export function formatHealth(report: FieldHealthReport): string {
  const header = [
    'remote@version',
    'views',
    'error rate',
    'load failures (entry/chunk/integrity/timeout)',
    'render',
    'uncaught',
    'p75 LCP',
    'p75 INP',
    'p75 CLS',
  ];
  const rows = report.versions.map((entry) => [
    `${entry.remote}@${entry.version}`,
    String(entry.views),
    entry.errorRate === null ? '-' : `${(entry.errorRate * 100).toFixed(1)}%`,
    `${entry.loadFailures.entry}/${entry.loadFailures.chunk}/${entry.loadFailures.integrity}/${entry.loadFailures.timeout}`,
    String(entry.renderErrors),
    String(entry.uncaughtErrors),
    cell(entry.p75.LCP, ' ms'),
    cell(entry.p75.INP, ' ms'),
    cell(entry.p75.CLS),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const title = `field health ${report.since} .. ${report.until}`;
  if (rows.length === 0) return `${title}\n(no page views reported in this window)`;
  return [title, line(header), ...rows.map(line)].join('\n');
}
