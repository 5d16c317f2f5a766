import type { VersionHealth } from '@ciao/shared/contracts';

/**
 * When a canary is aborted without a person (issue 23 item 3): its error rate over its recent
 * page views exceeds stable's by more than `margin`, once it has at least `minViews` views, so
 * one error in three views decides nothing. Settings: CANARY_ABORT_MARGIN (0..1, default 0.25,
 * i.e. 25 points) and CANARY_MIN_VIEWS (default 5).
 */
export interface CanaryAbortSettings {
  margin: number;
  minViews: number;
}

export const DEFAULT_CANARY_ABORT: CanaryAbortSettings = { margin: 0.25, minViews: 5 };

export function canaryAbortSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryAbortSettings {
  const margin = env.CANARY_ABORT_MARGIN ? Number(env.CANARY_ABORT_MARGIN) : DEFAULT_CANARY_ABORT.margin;
  const minViews = env.CANARY_MIN_VIEWS ? Number(env.CANARY_MIN_VIEWS) : DEFAULT_CANARY_ABORT.minViews;
  if (!(margin > 0 && margin < 1)) throw new Error(`CANARY_ABORT_MARGIN must be between 0 and 1, got ${env.CANARY_ABORT_MARGIN}`);
  if (!(Number.isInteger(minViews) && minViews > 0))
    throw new Error(`CANARY_MIN_VIEWS must be a positive integer, got ${env.CANARY_MIN_VIEWS}`);
  return { margin, minViews };
}

type Figures = Pick<VersionHealth, 'views' | 'errorViews'>;

export type CanaryVerdict =
  | { abort: false; why: string }
  /** `reason` is the audit line's reason: the figures that decided. */
  | { abort: true; reason: string };

const rate = (figures: Figures) => (figures.views > 0 ? figures.errorViews / figures.views : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The decision over one window of page views of the canary and of stable. */
export function canaryVerdict(canary: Figures, stable: Figures, settings: CanaryAbortSettings = DEFAULT_CANARY_ABORT): CanaryVerdict {
  if (canary.views < settings.minViews) return { abort: false, why: `${canary.views} canary views, fewer than ${settings.minViews}` };
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  if (canaryRate - stableRate <= settings.margin) {
    return { abort: false, why: `error rate ${percent(canaryRate)} against stable's ${percent(stableRate)}` };
  }
  return {
    abort: true,
    reason:
      `automatic abort: error rate ${percent(canaryRate)} (${canary.errorViews} of ${canary.views} views) against stable's ` +
      `${percent(stableRate)} (${stable.errorViews} of ${stable.views}), over the margin of ${percent(settings.margin)}`,
  };
}
