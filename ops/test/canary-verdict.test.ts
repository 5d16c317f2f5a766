/** @jest-environment node */
import { canaryAbortSettingsFromEnv, canaryVerdict, DEFAULT_CANARY_ABORT } from '../src/canary/canary-verdict';

test('a canary failing most of its views is aborted, with the figures in the reason', () => {
  const verdict = canaryVerdict({ views: 5, errorViews: 5 }, { views: 45, errorViews: 0 });
  expect(verdict).toEqual({
    abort: true,
    reason: "automatic abort: error rate 100.0% (5 of 5 views) against stable's 0.0% (0 of 45), over the margin of 25.0%",
  });
});

test('one error in three views decides nothing: below the minimum of views', () => {
  expect(canaryVerdict({ views: 3, errorViews: 1 }, { views: 30, errorViews: 0 }).abort).toBe(false);
});

test('clean canary views never abort, whatever their number', () => {
  expect(canaryVerdict({ views: 500, errorViews: 0 }, { views: 4500, errorViews: 12 }).abort).toBe(false);
});

test('a canary as bad as stable is not aborted: the margin is over stable, not over zero', () => {
  expect(canaryVerdict({ views: 100, errorViews: 40 }, { views: 900, errorViews: 300 }).abort).toBe(false);
  expect(canaryVerdict({ views: 100, errorViews: 70 }, { views: 900, errorViews: 300 }).abort).toBe(true);
});

test('settings come from CANARY_ABORT_MARGIN and CANARY_MIN_VIEWS; a bad value stops the start', () => {
  expect(canaryAbortSettingsFromEnv({})).toEqual(DEFAULT_CANARY_ABORT);
  expect(canaryAbortSettingsFromEnv({ CANARY_ABORT_MARGIN: '0.1', CANARY_MIN_VIEWS: '20' })).toEqual({ margin: 0.1, minViews: 20 });
  expect(() => canaryAbortSettingsFromEnv({ CANARY_ABORT_MARGIN: '2' })).toThrow(/CANARY_ABORT_MARGIN/);
  expect(() => canaryAbortSettingsFromEnv({ CANARY_MIN_VIEWS: '0' })).toThrow(/CANARY_MIN_VIEWS/);
});
