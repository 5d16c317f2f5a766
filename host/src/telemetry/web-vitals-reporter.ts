import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { FieldReport } from './field-report';

/**
 * The document's Web Vitals into the field report. The library observes with `buffered: true`,
 * so loading it after the page is interactive still sees the LCP, layout shifts and navigation
 * timing from the start; LCP, CLS and INP are reported when the page is first hidden.
 */
export function reportWebVitals(report: FieldReport): void {
  onLCP((metric) => report.vital('LCP', metric.value));
  onINP((metric) => report.vital('INP', metric.value));
  onCLS((metric) => report.vital('CLS', metric.value));
  onTTFB((metric) => report.vital('TTFB', metric.value));
}
