// Shared by every remote's component tests (test code only: remotes still never import each other).
/**
 * Stubs the network edge (globalThis.fetch) for component tests, so the real shared API
 * client signs, sends and parses every call. Handlers are keyed by API path (`/web/user/login`).
 */
export type ApiHandler = (request: Request) => Response | Promise<Response>;

export function apiSuccess(data: unknown): Response {
  return Response.json({ response_code: 0, data });
}

export function apiFailure(responseCode: number, status = 400): Response {
  return Response.json({ response_code: responseCode, message: `error ${responseCode}` }, { status });
}

export function stubApi(handlers: Record<string, ApiHandler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const handler = handlers[path];
    if (!handler) throw new Error(`no stub for ${path}`);
    return handler(request);
  });
}

/** Paths of the API calls made so far, in order. */
export function calledPaths(spy: ReturnType<typeof stubApi>): string[] {
  return spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, ''));
}
