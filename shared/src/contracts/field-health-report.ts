import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Field health read back: per remote@version over a window, what `mfe status --health` prints
 * and the ops console shows (both read it from the ops API, ops/src/server/ops-api/). Built on first
 * use (lazySchema): the site's pages carry them in @ciao/shared and never parse one (issue 26).
 */
const p75Schema = () =>
  z.object({
    LCP: z.number().nullable(),
    INP: z.number().nullable(),
    CLS: z.number().nullable(),
    TTFB: z.number().nullable(),
  });

export const versionHealthSchema = lazySchema(() =>
  z.object({
    remote: z.string(),
    version: z.string(),
    views: z.number().int(),
    /** Views in which this version failed to load or threw. */
    errorViews: z.number().int(),
    /** errorViews / views; null without views. */
    errorRate: z.number().nullable(),
    loadFailures: z.object({ entry: z.number().int(), chunk: z.number().int(), integrity: z.number().int(), timeout: z.number().int() }),
    renderErrors: z.number().int(),
    uncaughtErrors: z.number().int(),
    /** 75th percentile of each Web Vital over the window (ms; CLS unitless), within 10 %. */
    p75: p75Schema(),
  }),
);
export type VersionHealth = z.infer<typeof versionHealthSchema>;

/** One step of a version's chart. */
export const healthPointSchema = lazySchema(() =>
  z.object({
    remote: z.string(),
    version: z.string(),
    start: z.string(),
    views: z.number().int(),
    errorViews: z.number().int(),
  }),
);
export type HealthPoint = z.infer<typeof healthPointSchema>;

export const fieldHealthReportSchema = lazySchema(() =>
  z.object({
    since: z.string(),
    until: z.string(),
    stepMinutes: z.number().int().positive(),
    versions: z.array(versionHealthSchema),
    series: z.array(healthPointSchema),
  }),
);
export type FieldHealthReport = z.infer<typeof fieldHealthReportSchema>;
