/**
 * @jest-environment node
 */
import { RENDER_LIMIT } from '../src/server/first-screen';
import { renderLimitFromEnv } from '../src/server/render-limit-env';

test('the first-screen render limit comes from FIRST_SCREEN_RENDER_LIMIT / _WINDOW_MS, else RENDER_LIMIT; nonsense is refused', () => {
  expect(renderLimitFromEnv(RENDER_LIMIT, {})).toEqual(RENDER_LIMIT);
  expect(renderLimitFromEnv(RENDER_LIMIT, { FIRST_SCREEN_RENDER_LIMIT: '5000' })).toEqual({ max: 5000, windowMs: RENDER_LIMIT.windowMs });
  expect(renderLimitFromEnv(RENDER_LIMIT, { FIRST_SCREEN_RENDER_LIMIT: '7', FIRST_SCREEN_RENDER_WINDOW_MS: '1000' })).toEqual({
    max: 7,
    windowMs: 1000,
  });
  expect(() => renderLimitFromEnv(RENDER_LIMIT, { FIRST_SCREEN_RENDER_LIMIT: '0' })).toThrow(/FIRST_SCREEN_RENDER_LIMIT/);
  expect(() => renderLimitFromEnv(RENDER_LIMIT, { FIRST_SCREEN_RENDER_WINDOW_MS: 'soon' })).toThrow(/FIRST_SCREEN_RENDER_WINDOW_MS/);
});
