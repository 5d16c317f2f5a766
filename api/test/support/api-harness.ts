import { SIGNATURE_HEADER, signParams, webUserLogin, type Endpoint, type ParamsOf } from '@ciao/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { type ApiServerOptions, createApiServer } from '../../src/app';
import type { Database } from '../../src/db/database';
import { openTestDatabase, TEST_NOW } from './test-database';

export interface CallOptions {
  /** Session cookie value to send. */
  session?: string;
  /** Replace the computed signature (null: send none). */
  signature?: string | null;
  /** Params sent on the wire but left out of the signature (tampering). */
  unsigned?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: { response_code: number; message?: string; data?: unknown };
  /** The session cookie the server set, if any. */
  setCookie: SetCookie | undefined;
  headers: Headers;
}

export interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  expires: Date | undefined;
}

export const SESSION_COOKIE = 'local_ciao_session';

/** The session cookie among Set-Cookie headers, with its attributes. */
export function parseSetCookie(headers: string[]): SetCookie | undefined {
  const header = headers.find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const attribute = (name: string) => attributes.find((part) => part.toLowerCase().startsWith(name.toLowerCase()));
  const expires = attribute('Expires=');
  return {
    name: SESSION_COOKIE,
    value: pair.slice(SESSION_COOKIE.length + 1),
    httpOnly: attribute('HttpOnly') !== undefined,
    secure: attribute('Secure') !== undefined,
    sameSite: attribute('SameSite=')?.slice('SameSite='.length),
    path: attribute('Path=')?.slice('Path='.length),
    expires: expires ? new Date(expires.slice('Expires='.length)) : undefined,
  };
}
export const IMAGE_KEY = 'test-image-signing-key';

/** All wire values are strings, plus the version and platform the web client always sends. */
export function toWire(params: Record<string, unknown>): Record<string, string> {
  const wire: Record<string, string> = { version: '6.0.0', platform: '3' };
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) wire[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return wire;
}

/**
 * A real API (Fastify inject, real PGlite copy) with a settable clock and a signed-request helper.
 * `overrides` replace server options (a low rate limit, a maintenance switch, a logger).
 */
export async function startApi(overrides: Partial<ApiServerOptions> = {}, listenHost = '127.0.0.1') {
  const { db, dispose } = await openTestDatabase();
  let now = TEST_NOW;
  const app: FastifyInstance = await createApiServer({
    db,
    clock: () => now,
    imageSigningKey: IMAGE_KEY,
    fastify: { logger: false },
    ...overrides,
  });

  // A real listening server and fetch, not app.inject: inject's light-my-request needs the
  // ESM-only `cookie` package, and real sockets also exercise the client-IP rule.
  const baseUrl = await app.listen({ port: 0, host: listenHost });

  async function callRaw(
    method: 'GET' | 'POST',
    path: string,
    wire: Record<string, string>,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const signature = options.signature === undefined ? await signParams(wire) : options.signature;
    const sent = new URLSearchParams({ ...wire, ...options.unsigned }).toString();
    const headers: Record<string, string> = { ...options.headers };
    if (signature !== null) headers[SIGNATURE_HEADER] = signature;
    if (options.session !== undefined) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(method === 'GET' ? `${baseUrl}/api${path}?${sent}` : `${baseUrl}/api${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: sent } : {}),
    });
    return {
      status: response.status,
      body: await response.json(),
      setCookie: parseSetCookie(response.headers.getSetCookie()),
      headers: response.headers,
    };
  }

  return {
    app,
    db: db as Database,
    setNow: (next: Date) => {
      now = next;
    },
    callRaw,
    /** A signed call of one contract endpoint, exactly as the web client would send it. */
    call: <E extends Endpoint>(endpoint: E, params: ParamsOf<E>, options: CallOptions = {}) =>
      callRaw(endpoint.method, endpoint.path, toWire(params as Record<string, unknown>), options),
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export type Api = Awaited<ReturnType<typeof startApi>>;

/**
 * The usual setup of an API test file in one call: one API on its own database copy,
 * started before the file's tests (the first file after a migration or seed change also
 * builds the template, hence the long timeout), closed after them, and its clock put back
 * to TEST_NOW after each test. The returned object forwards to that API once it runs.
 */
export function apiForThisFile(overrides: Partial<ApiServerOptions> = {}): Api {
  let started: Api | undefined;
  beforeAll(async () => {
    started = await startApi(overrides);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  afterEach(() => started?.setNow(TEST_NOW));
  return new Proxy({} as Api, {
    get(_target, key) {
      if (!started) throw new Error('the API starts in beforeAll: use it inside tests and hooks');
      return Reflect.get(started, key);
    },
  });
}

/** Logs the demo reader in and returns the session cookie value. */
export async function loginDemoReader(api: Api, email = 'reader@example.com', password = 'Comic-Reader-2026'): Promise<string> {
  const result = await api.call(webUserLogin, { email, password });
  if (result.body.response_code !== 0 || !result.setCookie) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return result.setCookie.value;
}
