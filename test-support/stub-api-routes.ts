// Shared by every remote's component tests (test code only: remotes still never import each other).
/**
 * Stubs the network edge (globalThis.fetch) for component tests, so the real shared API
 * client signs, sends and parses every call. Each route answers with the data of the
 * API envelope, or with a failure code.
 */
export type StubAnswer = { data: unknown } | { code: number; status?: number };
export type StubRoute = (params: URLSearchParams) => StubAnswer;

export interface ApiStub {
  /** Paths called so far (e.g. `/web/top`), in order. */
  calls: Array<{ path: string; params: URLSearchParams }>;
  restore: () => void;
}

async function paramsOf(request: Request): Promise<URLSearchParams> {
  const url = new URL(request.url);
  return request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text());
}

export function stubApi(routes: Record<string, StubRoute>): ApiStub {
  const calls: ApiStub['calls'] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const params = await paramsOf(request);
    calls.push({ path, params });
    const route = routes[path];
    const answer: StubAnswer = route ? route(params) : { code: 1099, status: 500 };
    const body = 'data' in answer ? { response_code: 0, data: answer.data } : { response_code: answer.code, message: 'stub failure' };
    const status = 'data' in answer ? 200 : (answer.status ?? 400);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, restore: () => spy.mockRestore() };
}
