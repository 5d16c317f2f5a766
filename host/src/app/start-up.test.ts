import { PRELOAD_ERROR_EVENT, RELOAD_GUARD_MS, handleHostChunkError, isChunkLoadError } from './reload-guard';
import { readRuntimeConfig } from './runtime-config';

function chunkError(): Error {
  const error = new Error('Loading chunk 325 failed.\n(error: https://ciao.example/static/325.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload guard', () => {
  function environment(start: number) {
    const store = new Map<string, string>();
    let now = start;
    const reload = jest.fn();
    return {
      reload,
      advance: (ms: number) => {
        now += ms;
      },
      env: {
        now: () => now,
        reload,
        storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
      },
    };
  }

  it('recognises webpack chunk-load failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('announces the preload error and reloads at most once per 10 seconds', () => {
    const { env, reload, advance } = environment(1_000_000);
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);

    expect(handleHostChunkError(chunkError(), env)).toBe(true);
    advance(RELOAD_GUARD_MS - 1);
    expect(handleHostChunkError(chunkError(), env)).toBe(false);
    advance(2);
    expect(handleHostChunkError(chunkError(), env)).toBe(true);

    expect(reload).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(3);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });
});

describe('runtime config', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('uses the defaults when the server inlined no config', () => {
    expect(readRuntimeConfig()).toEqual({ isProd: false, cookieEnvPrefix: '', localeTimeOffsetFromUtc: 9 });
  });

  it('reads the inlined config', () => {
    document.body.innerHTML =
      '<script id="ciao-config" type="application/json">{"isProd":true,"cookieEnvPrefix":"stg_","localeTimeOffsetFromUtc":0}</script>';
    expect(readRuntimeConfig()).toEqual({ isProd: true, cookieEnvPrefix: 'stg_', localeTimeOffsetFromUtc: 0 });
  });

  it('reads the tag manager container id, and refuses one that is not a GTM id', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script id="ciao-config" type="application/json">{"gtmContainerId":"GTM-AB12CD"}</script>';
    expect(readRuntimeConfig().gtmContainerId).toBe('GTM-AB12CD');
    document.body.innerHTML = '<script id="ciao-config" type="application/json">{"gtmContainerId":"https://evil.example/x.js"}</script>';
    expect(readRuntimeConfig().gtmContainerId).toBeUndefined();
    expect(String(error.mock.calls[0]?.[0])).toContain('gtmContainerId');
  });

  it('reports every bad value and runs as production when the config is invalid', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script id="ciao-config" type="application/json">{"isProd":"no","localeTimeOffsetFromUtc":40}</script>';
    expect(readRuntimeConfig().isProd).toBe(true);
    const report = String(error.mock.calls[0]?.[0]);
    expect(report).toContain('isProd');
    expect(report).toContain('localeTimeOffsetFromUtc');
  });
});
