import type { RenderLimit } from './first-screen';

function positiveInt(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${text}`);
  return value;
}

/**
 * FIRST_SCREEN_RENDER_LIMIT (new renders per client address and window) and
 * FIRST_SCREEN_RENDER_WINDOW_MS, each falling back to `fallback` (first-screen.ts RENDER_LIMIT).
 * A test that asks for hundreds of pages from one address (e2e/tests/seo.e2e.ts) raises it, as
 * RATE_LIMIT_MAX raises the API's; the limit itself is tested in ops/test/web-server-first-screen.test.ts.
 */
export function renderLimitFromEnv(fallback: RenderLimit, env: NodeJS.ProcessEnv = process.env): RenderLimit {
  return {
    max: positiveInt(env.FIRST_SCREEN_RENDER_LIMIT, 'FIRST_SCREEN_RENDER_LIMIT') ?? fallback.max,
    windowMs: positiveInt(env.FIRST_SCREEN_RENDER_WINDOW_MS, 'FIRST_SCREEN_RENDER_WINDOW_MS') ?? fallback.windowMs,
  };
}
