import { onINP } from 'web-vitals';
import type { FieldReport } from './field-report';

/**
 * INP into the field report, from the web-vitals library (its interaction grouping and p98 are
 * not worth writing again). Loaded at the first input: it observes event timings with `buffered:
 * true`, so the input that loaded it counts. LCP, CLS and TTFB are measured without it
 * (document-vitals.ts), so a page nobody touches never loads it. Reported when the page is hidden.
 */
export function reportInteractions(report: FieldReport): void {
  onINP((metric) => report.vital('INP', metric.value));
}
