// The one API stub of every component test (test code only: remotes still never import each other).
/**
 * Stubs the network edge (globalThis.fetch) and nothing else, so the real shared API client
 * signs, sends and parses every call. Routes are keyed by API path (`/web/top`); each
 * answers with the envelope's data, a failure code, or a whole Response (for a deferred or
 * malformed answer). A path with no route answers 404 with 1099, and shows in `calls`.
 */
export type StubAnswer = { data: unknown } | { code: number; status?: number } | Response;
export type StubRoute = (params: URLSearchParams, request: Request) => StubAnswer | Promise<StubAnswer>;

export interface StubCall {
  method: string;
  /** API path without the `/api` base, e.g. `/web/top`. */
  path: string;
  /** Query params of a GET, form fields of a POST. */
  params: URLSearchParams;
}

export interface ApiStub {
  calls: StubCall[];
  /** Paths called so far, in order. */
  paths: () => string[];
  restore: () => void;
}

const active = new Set<ApiStub>();

// Like Testing Library's cleanup: a stub never outlives its test, even when the test forgets.
afterEach(() => {
  for (const stub of [...active]) stub.restore();
});

async function paramsOf(request: Request): Promise<URLSearchParams> {
  if (request.method === 'GET') return new URL(request.url).searchParams;
  return new URLSearchParams(await request.clone().text());
}

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  if ('data' in answer) return Response.json({ response_code: 0, data: answer.data });
  return Response.json({ response_code: answer.code, message: `stub failure ${answer.code}` }, { status: answer.status ?? 400 });
}

export function stubApi(routes: Record<string, StubRoute>): ApiStub {
  const calls: StubCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const params = await paramsOf(request);
    calls.push({ method: request.method, path, params });
    const route = routes[path];
    return toResponse(route ? await route(params, request) : { code: 1099, status: 404 });
  });
  const stub: ApiStub = {
    calls,
    paths: () => calls.map((call) => call.path),
    restore: () => {
      if (!active.delete(stub)) return;
      spy.mockRestore();
    },
  };
  active.add(stub);
  return stub;
}

/** A deferred answer: the call stays under way until the test resolves it. */
export function deferredAnswer() {
  let resolve: (answer: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
