import { CONTRACT_VERSION, type Registry } from '@ciao/shared';
import type { FederationPort } from './federation';
import { ENTRY_TIMEOUT_MS, integrityPlugin } from './federation';
import { parseRegistry, readInlineRegistry } from './registry-source';
import { createRemoteLoader, LOAD_DEADLINE_MS, RemoteLoadError, refusedChunkUrl } from './remote-loader';
import { resolveRemote } from './resolve-remote';
import { OVERRIDE_STORAGE_KEY, readVersionOverrides } from './version-override';

const INTEGRITY = 'sha384-AAAA';

function deployment(version: string) {
  return { version, entry: `/deployments/catalog/${version}/remoteEntry.js`, integrity: INTEGRITY, deployedAt: '2025-01-01T00:00:00Z' };
}

function makeRegistry(active = '1.1.0-b', history = ['1.0.0-a']): Registry {
  return parseRegistry({
    schemaVersion: 1,
    updatedAt: '2025-01-01T00:00:00Z',
    remotes: { catalog: { active: deployment(active), pinned: false, history: history.map(deployment) } },
  });
}

describe('registry parsing', () => {
  it('refuses a registry whose entry has no valid integrity, naming the bad field', () => {
    const raw = {
      schemaVersion: 1,
      updatedAt: 'x',
      remotes: { catalog: { active: { ...deployment('1.0.0'), integrity: 'md5-x' }, history: [] } },
    };
    expect(() => parseRegistry(raw)).toThrow(/remotes\.catalog\.active\.integrity/);
  });

  it('refuses a registry of an unknown schema version', () => {
    expect(() => parseRegistry({ schemaVersion: 2, updatedAt: 'x', remotes: {} })).toThrow(/schemaVersion/);
  });

  it('reads the registry the server inlined into the page, and ignores a broken one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<script id="ciao-registry" type="application/json">${JSON.stringify(makeRegistry())}</script>`;
    expect(readInlineRegistry()?.remotes.catalog?.active.version).toBe('1.1.0-b');
    document.body.innerHTML = '<script id="ciao-registry" type="application/json">{"remotes":1}</script>';
    expect(readInlineRegistry()).toBeNull();
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });
});

describe('version override', () => {
  it('picks the overridden version from the history outside production', () => {
    const overrides = readVersionOverrides({ search: '?mfe=catalog@1.0.0-a', storage: sessionStorage, isProd: false });
    const resolved = resolveRemote(makeRegistry(), 'catalog', overrides, 'https://ciao.example');
    expect(resolved).toEqual({
      name: 'catalog',
      version: '1.0.0-a',
      entryUrl: 'https://ciao.example/deployments/catalog/1.0.0-a/remoteEntry.js',
      integrity: INTEGRITY,
      overridden: true,
    });
  });

  it('keeps the override for the tab once given', () => {
    sessionStorage.clear();
    readVersionOverrides({ search: '?mfe=catalog@1.0.0-a', storage: sessionStorage, isProd: false });
    expect(readVersionOverrides({ search: '', storage: sessionStorage, isProd: false })).toEqual({ catalog: '1.0.0-a' });
    expect(readVersionOverrides({ search: '?mfe=off', storage: sessionStorage, isProd: false })).toEqual({});
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores the override in production, from the URL and from storage', () => {
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ catalog: '1.0.0-a' }));
    const overrides = readVersionOverrides({ search: '?mfe=catalog@1.0.0-a', storage: sessionStorage, isProd: true });
    expect(overrides).toEqual({});
    expect(resolveRemote(makeRegistry(), 'catalog', overrides, 'https://ciao.example')?.version).toBe('1.1.0-b');
    sessionStorage.clear();
  });

  it('falls back to the active version when the override is not in the history', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolved = resolveRemote(makeRegistry(), 'catalog', { catalog: '0.0.1-zz' }, 'https://ciao.example');
    expect(resolved?.version).toBe('1.1.0-b');
    expect(resolved?.overridden).toBe(false);
    jest.restoreAllMocks();
  });
});

function fakeFederation(modules: Record<string, unknown>, failures: unknown[] = []) {
  const registrations: Array<{ name: string; version: string; force: boolean; bypassCache?: boolean }> = [];
  const reloaded: string[] = [];
  const port: FederationPort = {
    register: (remote, { force, bypassCache }) =>
      registrations.push({ name: remote.name, version: remote.version, force, ...(bypassCache ? { bypassCache } : {}) }),
    load: async (id) => {
      const failure = failures.shift();
      if (failure) throw failure;
      return modules[id] ?? null;
    },
    reloadCached: async (url) => {
      reloaded.push(url);
    },
  };
  return { port, registrations, reloaded };
}

/** A loader over `port` with the usual registry, read afresh the same. */
function loaderOver(port: FederationPort) {
  return createRemoteLoader({
    federation: port,
    initialRegistry: async () => makeRegistry(),
    freshRegistry: async () => makeRegistry(),
    overrides: {},
    origin: 'https://ciao.example',
  });
}

function TopPage() {
  return null;
}

describe('remote loader', () => {
  it('registers a remote only when a module of it is first asked for, reading the registry once', async () => {
    const { port, registrations } = fakeFederation({ 'catalog/TopPage': { default: TopPage, contractVersion: CONTRACT_VERSION } });
    const initialRegistry = jest.fn(async () => makeRegistry());
    const loader = createRemoteLoader({
      federation: port,
      initialRegistry,
      freshRegistry: initialRegistry,
      overrides: {},
      origin: 'https://ciao.example',
    });
    expect(registrations).toEqual([]);

    const module = await loader.loadExposed('catalog', './TopPage');
    await loader.loadExposed('catalog', './TopPage');

    expect(module.default).toBe(TopPage);
    expect(initialRegistry).toHaveBeenCalledTimes(1);
    expect(registrations).toEqual([{ name: 'catalog', version: '1.1.0-b', force: false }]);
  });

  it('refuses a module built against a contract version the host does not accept', async () => {
    const { port } = fakeFederation({ 'catalog/TopPage': { default: TopPage, contractVersion: 99 } });
    const loader = loaderOver(port);
    await expect(loader.loadExposed('catalog', './TopPage')).rejects.toThrow(/contract version 99 is not accepted/);
  });

  it('refuses a remote the registry does not list', async () => {
    const { port } = fakeFederation({});
    const loader = loaderOver(port);
    await expect(loader.loadExposed('viewer', './EpisodeViewer')).rejects.toThrow(/no deployment of remote "viewer"/);
  });

  it('re-registers one remote from a fresh registry, with force, on refresh', async () => {
    const { port, registrations } = fakeFederation({ 'catalog/TopPage': { default: TopPage, contractVersion: CONTRACT_VERSION } });
    const loader = createRemoteLoader({
      federation: port,
      initialRegistry: async () => makeRegistry(),
      freshRegistry: async () => makeRegistry('1.2.0-c', ['1.1.0-b', '1.0.0-a']),
      overrides: {},
      origin: 'https://ciao.example',
    });
    await loader.loadExposed('catalog', './TopPage');
    await loader.refresh('catalog');
    expect(registrations).toEqual([
      { name: 'catalog', version: '1.1.0-b', force: false },
      { name: 'catalog', version: '1.2.0-c', force: true },
    ]);
  });

  it('retries a failed entry once past the browser cache: cached copy refreshed, cache-busting registration', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const integrityFailure = new Error('RUNTIME-008: Failed to load script resources');
    const { port, registrations, reloaded } = fakeFederation(
      { 'catalog/TopPage': { default: TopPage, contractVersion: CONTRACT_VERSION } },
      [integrityFailure],
    );
    const loader = loaderOver(port);
    await expect(loader.loadExposed('catalog', './TopPage')).resolves.toMatchObject({ default: TopPage });
    expect(reloaded).toEqual(['https://ciao.example/deployments/catalog/1.1.0-b/remoteEntry.js']);
    expect(registrations).toEqual([
      { name: 'catalog', version: '1.1.0-b', force: false },
      { name: 'catalog', version: '1.1.0-b', force: true, bypassCache: true },
    ]);
    jest.restoreAllMocks();
  });

  it('refreshes a refused chunk past the browser cache too, with the entry, before the one retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chunk = 'https://ciao.example/deployments/catalog/1.1.0-b/__federation_expose_TopPage.0a1b2c3d.js';
    // As webpack's runtime rejects a chunk whose script failed (here: its integrity).
    const refused = Object.assign(new Error(`Loading chunk 112 failed.\n(error: ${chunk})`), {
      name: 'ChunkLoadError',
      type: 'error',
      request: chunk,
    });
    const { port, registrations, reloaded } = fakeFederation(
      { 'catalog/TopPage': { default: TopPage, contractVersion: CONTRACT_VERSION } },
      [refused],
    );
    const loader = loaderOver(port);
    await expect(loader.loadExposed('catalog', './TopPage')).resolves.toMatchObject({ default: TopPage });
    expect(reloaded.sort()).toEqual([chunk, 'https://ciao.example/deployments/catalog/1.1.0-b/remoteEntry.js']);
    expect(registrations.at(-1)).toEqual({ name: 'catalog', version: '1.1.0-b', force: true, bypassCache: true });
    // A chunk that timed out had nothing cached: no refresh of it.
    expect(
      refusedChunkUrl(Object.assign(new Error('Loading chunk 112 failed.'), { name: 'ChunkLoadError', type: 'timeout', request: chunk })),
    ).toBeNull();
    jest.restoreAllMocks();
  });

  it('retries a timed-out entry once without refreshing the cache, then gives up', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timeout = new Error('ScriptNetworkError: Script "x" timed out.');
    const { port, registrations, reloaded } = fakeFederation({}, [timeout, timeout]);
    const loader = loaderOver(port);
    await expect(loader.loadExposed('catalog', './TopPage')).rejects.toBe(timeout);
    expect(reloaded).toEqual([]);
    expect(registrations).toHaveLength(2);
    jest.restoreAllMocks();
  });

  it(`gives up within ${LOAD_DEADLINE_MS} ms however long the entry hangs, so the fallback shows within 10 s`, async () => {
    jest.useFakeTimers();
    try {
      const { port } = fakeFederation({});
      port.load = () => new Promise(() => undefined); // a server that never answers
      const loader = createRemoteLoader({
        federation: port,
        initialRegistry: async () => makeRegistry(),
        freshRegistry: async () => makeRegistry(),
        overrides: {},
        origin: 'https://ciao.example',
      });
      const loading = loader.loadExposed('catalog', './TopPage');
      const outcome = loading.then(
        () => 'loaded',
        (error: unknown) => (error instanceof RemoteLoadError ? 'gave up' : String(error)),
      );
      await jest.advanceTimersByTimeAsync(LOAD_DEADLINE_MS);
      expect(await outcome).toBe('gave up');
      expect(LOAD_DEADLINE_MS).toBeLessThan(10_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries the registry again after a failed first read', async () => {
    const { port } = fakeFederation({ 'catalog/TopPage': { default: TopPage, contractVersion: CONTRACT_VERSION } });
    const initialRegistry = jest.fn<Promise<Registry>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(makeRegistry());
    const loader = createRemoteLoader({
      federation: port,
      initialRegistry,
      freshRegistry: initialRegistry,
      overrides: {},
      origin: 'https://ciao.example',
    });
    await expect(loader.loadExposed('catalog', './TopPage')).rejects.toThrow('offline');
    await expect(loader.loadExposed('catalog', './TopPage')).resolves.toBeTruthy();
  });
});

describe('entry integrity plugin', () => {
  const url = 'https://ciao.example/deployments/catalog/1.1.0-b/remoteEntry.js';
  const remoteInfo = { name: 'catalog', entry: url, type: 'global', entryGlobalName: 'catalog', shareScope: 'default' };

  it('gives a remote entry script the registry integrity, anonymous CORS and a short timeout', () => {
    const plugin = integrityPlugin((candidate) => (candidate === url ? { integrity: INTEGRITY } : undefined));
    const { script, timeout } = plugin.createScript!({ url, remoteInfo }) as { script: HTMLScriptElement; timeout: number };
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.src).toBe(url);
    expect(script.integrity).toBe(INTEGRITY);
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(ENTRY_TIMEOUT_MS);
    expect(2 * ENTRY_TIMEOUT_MS).toBeLessThan(10_000);
  });

  it('loads a healing retry from a cache-busting URL, with the same integrity', () => {
    const plugin = integrityPlugin(() => ({ integrity: INTEGRITY, cacheBust: 'k1' }));
    const { script } = plugin.createScript!({ url, remoteInfo }) as { script: HTMLScriptElement };
    expect(script.src).toBe(`${url}?reload=k1`);
    expect(script.integrity).toBe(INTEGRITY);
  });

  it('refuses a remote entry with no known integrity', () => {
    const plugin = integrityPlugin(() => undefined);
    expect(() => plugin.createScript?.({ url, remoteInfo })).toThrow(/without integrity/);
  });
});
