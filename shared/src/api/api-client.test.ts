import { createHash } from 'node:crypto';
import { titleList, webStatus, webUserLogin } from '../contracts';
import { signParams } from '../contracts/signature';
import { ApiClient, type ApiClientOptions } from './api-client';
import { ApiError, isApiError } from './api-error';
import { makeAccount } from '../../../test-support/fixtures';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

const account = makeAccount({ account_id: 3 });

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client(respond: () => Response | Promise<Response>, options: Partial<ApiClientOptions> = {}) {
  /** Request bodies as fetch received them (the client may consume the request afterwards). */
  const bodies: string[] = [];
  const fetch: FetchMock = jest.fn(async (input, init) => {
    bodies.push(await (input instanceof Request ? input : new Request(input, init)).clone().text());
    return respond();
  });
  const api = new ApiClient({ baseUrl: '/api', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130', fetch, ...options });
  return { api, fetch, bodies };
}

/** The request as the network sees it, whichever way ky handed it to fetch. */
function sent(fetch: FetchMock, call = 0): Request {
  const [input, init] = fetch.mock.calls[call] ?? [];
  if (input === undefined) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return input instanceof Request ? input : new Request(input, init);
}

function wireParams(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries());
}

const statusData = { maintenance: false, server_time: '2026-01-01T09:00:00' };

describe('ApiClient requests', () => {
  it('puts params, version 6.0.0 and platform 3 in the query of a GET', async () => {
    const { api, fetch } = client(() => answer({ response_code: 0, data: { title_list: [] } }));
    await api.call(titleList, { title_id_list: '1,2' });

    const request = sent(fetch);
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/title/list');
    expect(wireParams(url.searchParams)).toEqual({ title_id_list: '1,2', version: '6.0.0', platform: '3' });
  });

  it('signs the wire params in x-bambi-hash and sends x-bambi-is-crawler and cookies', async () => {
    const { api, fetch } = client(() => answer({ response_code: 0, data: { title_list: [] } }));
    await api.call(titleList, { title_id_list: '5' });

    const request = sent(fetch);
    const params = wireParams(new URL(request.url).searchParams);
    expect(request.headers.get('x-bambi-hash')).toBe(await signParams(params));
    expect(request.headers.get('x-bambi-is-crawler')).toBe('false');
    expect(request.credentials).toBe('include');
  });

  it('form-encodes a POST body and signs exactly what it sends', async () => {
    const { api, fetch, bodies } = client(() => answer({ response_code: 0, data: { code: 0, account } }));
    await api.call(webUserLogin, { email: 'yui@example.jp', password: 'p&ss=word' });

    const request = sent(fetch);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).search).toBe('');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const body = wireParams(new URLSearchParams(bodies[0]));
    expect(body).toEqual({ email: 'yui@example.jp', password: 'p&ss=word', version: '6.0.0', platform: '3' });
    expect(request.headers.get('x-bambi-hash')).toBe(await signParams(body));
    expect(request.credentials).toBe('include');
  });

  it('signs as docs/wire-facts.md §1 describes (checked with node:crypto)', async () => {
    const { api, fetch } = client(() => answer({ response_code: 0, data: statusData }));
    await api.call(webStatus, {});
    const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
    const joined = [`${hex('sha256', 'platform')}_${hex('sha512', '3')}`, `${hex('sha256', 'version')}_${hex('sha512', '6.0.0')}`].join(
      ',',
    );
    expect(sent(fetch).headers.get('x-bambi-hash')).toBe(hex('sha512', hex('sha256', joined)));
  });

  it('marks a crawler user agent', async () => {
    const { api, fetch } = client(() => answer({ response_code: 0, data: statusData }), { userAgent: 'Googlebot/2.1' });
    await api.call(webStatus, {});
    expect(sent(fetch).headers.get('x-bambi-is-crawler')).toBe('true');
  });
});

describe('ApiClient answers', () => {
  it('returns the data parsed with the endpoint schema', async () => {
    const { api } = client(() => answer({ response_code: 0, data: { code: 0, account, extra: 'dropped' } }));
    await expect(api.call(webUserLogin, { email: 'a@b.jp', password: 'x' })).resolves.toEqual({ code: 0, account });
  });

  it('sends nothing when the call is aborted while it is being signed', async () => {
    const { api, fetch } = client(() => answer({ response_code: 0, data: statusData }));
    const controller = new AbortController();
    const call = api.call(webStatus, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never retries: a 500 answer is exactly one fetch', async () => {
    const { api, fetch } = client(() => answer({ response_code: 1099, message: 'boom' }, 500));
    await expect(api.call(webStatus, {})).rejects.toMatchObject({ statusCode: 500, responseCode: 1099 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns an answer that breaks the contract into ApiError 1099', async () => {
    const { api } = client(() => answer({ response_code: 0, data: { maintenance: 'no' } }));
    const error = await api.call(webStatus, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 200, responseCode: 1099, messageKey: 'code_1099' });
  });

  it('turns an answer that is not JSON into ApiError 1099 with the HTTP status', async () => {
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.call(webStatus, {})).rejects.toMatchObject({ statusCode: 502, responseCode: 1099 });
  });

  it('throws the response code of a failure answer', async () => {
    const { api } = client(() => answer({ response_code: 2000, message: 'user not exist' }, 403));
    const error = await api.call(webUserLogin, { email: 'a@b.jp', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 403, responseCode: 2000, messageKey: 'code_2000' });
  });

  it('throws a failure code even when the HTTP status is 200', async () => {
    const { api } = client(() => answer({ response_code: 2002 }));
    await expect(api.call(webUserLogin, { email: 'a@b.jp', password: 'x' })).rejects.toMatchObject({ statusCode: 200, responseCode: 2002 });
  });

  it('treats an HTTP error with response_code 0 as a server error', async () => {
    const { api } = client(() => answer({ response_code: 0, data: statusData }, 500));
    await expect(api.call(webStatus, {})).rejects.toMatchObject({ statusCode: 500, responseCode: 1099 });
  });

  it('reports a 1098 answer to onMaintenance once', async () => {
    const onMaintenance = jest.fn();
    const { api } = client(() => answer({ response_code: 1098 }, 503), { onMaintenance });
    const error = await api.call(webStatus, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 503, responseCode: 1098, isMaintenance: true });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(onMaintenance).toHaveBeenCalledWith(error);
  });

  it('throws but does not report 1098 when the call skips the maintenance check', async () => {
    const onMaintenance = jest.fn();
    const { api } = client(() => answer({ response_code: 1098 }, 503), { onMaintenance });
    await expect(api.call(webStatus, {}, { skipMaintenanceCheck: true })).rejects.toMatchObject({ responseCode: 1098 });
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('reports a 1097 answer (a refused region) to onRegionDenied, not as maintenance', async () => {
    const onRegionDenied = jest.fn();
    const onMaintenance = jest.fn();
    const { api } = client(() => answer({ response_code: 1097 }, 451), { onRegionDenied, onMaintenance });
    const error = await api.call(webStatus, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 451, responseCode: 1097, isRegionDenied: true, isMaintenance: false });
    expect(onRegionDenied).toHaveBeenCalledTimes(1);
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('reports an invalid session token to onTokenError', async () => {
    const onTokenError = jest.fn();
    const onMaintenance = jest.fn();
    const { api } = client(() => answer({ response_code: 1101 }, 401), { onTokenError, onMaintenance });
    await expect(api.call(webStatus, {})).rejects.toMatchObject({ responseCode: 1101 });
    expect(onTokenError).toHaveBeenCalledTimes(1);
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('turns a network failure into ApiError with statusCode 0 and code 1099', async () => {
    const { api, fetch } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await api.call(webStatus, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 0, responseCode: 1099 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rethrows the abort of a cancelled call instead of reporting a server error', async () => {
    const controller = new AbortController();
    const { api } = client(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const error = await api.call(webStatus, {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('isApiError', () => {
  it('is true for ApiError only', () => {
    expect(isApiError(new ApiError(404, 3000))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ statusCode: 404, responseCode: 3000 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('gives unknown codes the server error message key', () => {
    expect(new ApiError(400, 4242).messageKey).toBe('code_1099');
  });
});
