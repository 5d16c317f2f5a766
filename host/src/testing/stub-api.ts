/**
 * Stubs the network edge (globalThis.fetch) with API answers in the server's envelope.
 * Handlers are keyed by API path (`/account`); unknown paths answer 404.
 */
export type ApiAnswer = { data: unknown } | { responseCode: number; status?: number };

export interface ApiStub {
  calls: string[];
  restore: () => void;
}

export function stubApi(handlers: Record<string, () => ApiAnswer>): ApiStub {
  const original = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(path);
    const handler = handlers[path];
    if (!handler) return new Response(JSON.stringify({ response_code: 1099 }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = handler();
    const body = 'data' in answer ? { response_code: 0, data: answer.data } : { response_code: answer.responseCode };
    const status = 'data' in answer ? 200 : (answer.status ?? 400);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const visitorAccount = () => ({ data: { account: null } });
export const statusOk = () => ({ data: { maintenance: false, server_time: '2025-01-01T09:00:00' } });

export function makeAccount(overrides: Partial<{ account_id: number; user_id: string; nickname: string; email: string; birthday: string; gender: number }> = {}) {
  return { account_id: 7, user_id: 'u-7', nickname: 'よみこ', email: 'reader@example.com', birthday: '2005-04', gender: 2, ...overrides };
}
