import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNATURE_HEADER, signParams, webEpisodeViewer, webUserLogout } from '@ciao/shared/contracts';
import { DEMO_READER } from '../src/seed/demo-reader';
import { imageSigningKey } from '../src/images/signing-key';
import { apiForThisFile, loginDemoReader, SESSION_COOKIE, toWire } from './support/api-harness';
import { type ApiProcess, childDatabaseEnv, startApiProcess } from './support/api-process';

// Two API process starts (tsx, database open): slow on a loaded machine.
jest.setTimeout(420_000);
const START_TIMEOUT_MS = 180_000;

const FREE_EPISODE = 10101;

/** The viewer's page URLs as a browser gets them from one API process (real clock). */
async function pageUrls(api: ApiProcess): Promise<string[]> {
  const wire = toWire({ episode_id: FREE_EPISODE });
  const response = await fetch(`${api.origin}/api${webEpisodeViewer.path}?${new URLSearchParams(wire)}`, {
    headers: { [SIGNATURE_HEADER]: await signParams(wire) },
  });
  const body = (await response.json()) as { response_code: number; data: { page_list: string[] } };
  expect(body.response_code).toBe(0);
  return body.data.page_list;
}

describe('the signing key of page image URLs', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof childDatabaseEnv>>;
  beforeAll(async () => {
    database = await childDatabaseEnv();
    // The key's folder, also on the PostgreSQL tier (where DATA_DIR holds nothing else).
    dataDir = database.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'signing-key-'));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives a restart: an open viewer next page still loads from the restarted server', async () => {
    const env = { ...database.env, DATA_DIR: dataDir, IMAGE_SIGNING_KEY: '' };
    const before = await startApiProcess(env, START_TIMEOUT_MS);
    let urls: string[];
    try {
      urls = await pageUrls(before);
      const first = await fetch(`${before.origin}${urls[0]}`);
      expect(first.status).toBe(200);
    } finally {
      await before.stop();
    }
    const after = await startApiProcess(env, START_TIMEOUT_MS);
    try {
      const next = await fetch(`${after.origin}${urls[1]}`);
      expect(next.status).toBe(200);
      expect(next.headers.get('content-type')).toBe('image/png');
    } finally {
      await after.stop();
    }
    // The kept key is the owner's alone.
    expect(statSync(path.join(dataDir, 'image-signing-key')).mode & 0o077).toBe(0);
  });

  it('is required from the environment in production, and taken from it when given', () => {
    expect(() => imageSigningKey({ fromEnv: undefined, isProd: true, dataDir })).toThrow(/IMAGE_SIGNING_KEY must be set in production/);
    expect(imageSigningKey({ fromEnv: 'k'.repeat(40), isProd: true, dataDir })).toBe('k'.repeat(40));
  });

  it('is made once per data folder and then read back', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'signing-key-once-'));
    try {
      const made = imageSigningKey({ fromEnv: undefined, isProd: false, dataDir: folder });
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      expect(imageSigningKey({ fromEnv: undefined, isProd: false, dataDir: folder })).toBe(made);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('page image URLs of a signed-in reader', () => {
  const api = apiForThisFile();

  async function imageStatus(url: string, session?: string): Promise<number> {
    const response = await fetch(`http://${addressOf(api)}${url}`, {
      headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
    });
    return response.status;
  }

  it('are bound to the session: they load with its cookie only', async () => {
    const session = await loginDemoReader(api);
    const other = await loginDemoReader(api);
    const result = await api.call(webEpisodeViewer, { episode_id: FREE_EPISODE }, { session });
    const [url = ''] = (result.body.data as { page_list: string[] }).page_list;
    expect(url).toContain('&s=1&');
    expect(await imageStatus(url, session)).toBe(200);
    expect(await imageStatus(url)).toBe(403);
    expect(await imageStatus(url, other)).toBe(403);
    // Dropping the binding mark does not make it a visitor's URL.
    expect(await imageStatus(url.replace('&s=1', ''), session)).toBe(403);
  });

  it('stop loading when the reader logs out, long before they expire', async () => {
    const session = await loginDemoReader(api);
    const result = await api.call(webEpisodeViewer, { episode_id: FREE_EPISODE }, { session });
    const [first = '', second = ''] = (result.body.data as { page_list: string[] }).page_list;
    expect(await imageStatus(first, session)).toBe(200);
    const logout = await api.call(webUserLogout, { target_user_id: DEMO_READER.user_id }, { session });
    expect(logout.body.response_code).toBe(0);
    // The browser drops the cookie; one who kept it (a copied cookie, a shared computer) gets nothing more.
    expect([await imageStatus(first, session), await imageStatus(second, session)]).toEqual([403, 403]);
  });

  it('of a visitor stay unbound and load without a cookie', async () => {
    const result = await api.call(webEpisodeViewer, { episode_id: FREE_EPISODE });
    const [url = ''] = (result.body.data as { page_list: string[] }).page_list;
    expect(url).not.toContain('s=1');
    expect(await imageStatus(url)).toBe(200);
  });
});

function addressOf(api: { app: { server: { address: () => unknown } } }): string {
  const address = api.app.server.address() as { port: number };
  return `127.0.0.1:${address.port}`;
}
