/** The console's calls to /ops/api (ops/src/server/ops/ops-api.ts); every answer is JSON. */

export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/ops/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    const retryAfter = response.headers.get('retry-after');
    throw new OpsApiError(response.status, answer.error ?? `HTTP ${response.status}`, retryAfter ? Number(retryAfter) : null);
  }
  return answer as T;
}

export interface VersionRow {
  version: string;
  deployedAt: string;
}

export interface Canary {
  version: string;
  percent: number;
  startedAt: string;
  startedBy: string;
}

export interface Overview {
  host: { version: string | null };
  remotes: Array<{ name: string; active: VersionRow | null; pinned: boolean; history: VersionRow[]; canary: Canary | null }>;
}

export interface VersionHealth {
  remote: string;
  version: string;
  views: number;
  errorViews: number;
  errorRate: number | null;
  loadFailures: { entry: number; chunk: number; integrity: number; timeout: number };
  renderErrors: number;
  uncaughtErrors: number;
  p75: { LCP: number | null; INP: number | null; CLS: number | null; TTFB: number | null };
}

export interface HealthReport {
  since: string;
  until: string;
  stepMinutes: number;
  versions: VersionHealth[];
  series: Array<{ remote: string; version: string; start: string; views: number; errorViews: number }>;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  remote: string;
  from: string | null;
  to: string | null;
  reason: string | null;
}

export type OpsAction =
  | { action: 'rollback'; remote: string; to?: string; reason: string }
  | { action: 'pin' | 'unpin' | 'promote' | 'abort'; remote: string; reason: string };

export const opsApi = {
  session: () => call<{ user: string }>('GET', '/session'),
  signIn: (user: string, password: string) => call<{ user: string }>('POST', '/session', { user, password }),
  signOut: () => call<void>('DELETE', '/session'),
  overview: () => call<Overview>('GET', '/overview'),
  health: (hours: number, stepMinutes: number) => call<HealthReport>('GET', `/health?hours=${hours}&stepMinutes=${stepMinutes}`),
  audit: (limit = 50) => call<{ entries: AuditEntry[] }>('GET', `/audit?limit=${limit}`),
  act: (action: OpsAction) => call<unknown>('POST', '/actions', action),
};
