import type { FieldVital } from '@ciao/shared/contracts';

/**
 * Web Vitals are kept as histograms (migration 950): a sample falls in bucket
 * ceil(log1.1(value)), so each bucket is about 10 % wide and a percentile read back is within
 * 10 % of the true one, at a few rows per metric and minute whatever the traffic.
 * CLS is unitless and small (0.1 is "needs improvement"): it is bucketed in thousandths.
 */
const GROWTH = 1.1;
const scaleOf = (metric: FieldVital) => (metric === 'CLS' ? 1000 : 1);

export function vitalBucket(metric: FieldVital, value: number): number {
  const scaled = value * scaleOf(metric);
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(GROWTH));
}

/** The upper bound of a bucket, in the metric's unit (ms; CLS unitless). */
export function vitalBucketValue(metric: FieldVital, bucket: number): number {
  return GROWTH ** bucket / scaleOf(metric);
}

/** The p-th percentile (0..1) of a histogram given as bucket -> samples; null when it is empty. */
export function histogramPercentile(metric: FieldVital, histogram: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...histogram.values()].reduce((sum, samples) => sum + samples, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= p * total) return vitalBucketValue(metric, bucket);
  }
  return null;
}
