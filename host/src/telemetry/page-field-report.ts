import type { FieldBeacon } from '@ciao/shared';
import { observeDocumentVitals } from './document-vitals';
import { createFieldReport } from './field-report';

/** Where beacons go and which share of page sessions sends them (runtime config `fieldTelemetry`). */
export interface FieldTelemetryConfig {
  url: string;
  sampleRate: number;
}

let sendBeacon: ((beacon: FieldBeacon) => void) | null = null;

/**
 * The page's one field report. The remote loader and the regions' boundaries report to it from
 * the start; it sends only once installFieldTelemetry() has found the page session sampled.
 */
export const pageFieldReport = createFieldReport((beacon) => sendBeacon?.(beacon));

/**
 * Whether the browser's last fetch of `url` came back with HTTP 200 (resource timing): a script
 * that arrived and was still refused failed its integrity check.
 */
export function entryArrived(url: string, perf: Performance = performance): boolean {
  const last = (perf.getEntriesByName(url, 'resource') as PerformanceResourceTiming[]).at(-1);
  return last !== undefined && last.responseStatus === 200;
}

/** At the reader's first input: a page nobody touches has no INP, and never loads what measures it. */
function atFirstInput(win: Window, run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    win.removeEventListener('pointerdown', once, true);
    win.removeEventListener('keydown', once, true);
    run();
  };
  win.addEventListener('pointerdown', once, true);
  win.addEventListener('keydown', once, true);
}

/**
 * Starts field telemetry for this page session, if sampled: uncaught errors (attributed by their
 * stack, field-report.ts), a beacon whenever the page is hidden, the document's LCP, CLS and TTFB
 * from the browser's performance entries (document-vitals.ts), and INP through the web-vitals
 * library, loaded at the first input. Nothing is requested before the page is hidden or touched.
 */
export function installFieldTelemetry(config: FieldTelemetryConfig | undefined, win: Window = window, random = Math.random): void {
  if (!config || random() >= config.sampleRate || typeof win.navigator.sendBeacon !== 'function') return;
  sendBeacon = (beacon) => {
    win.navigator.sendBeacon(config.url, JSON.stringify(beacon));
  };
  const stackOf = (value: unknown) => String((value as { stack?: unknown } | null)?.stack ?? '');
  win.addEventListener('error', (event) => pageFieldReport.uncaught(`${stackOf(event.error)} ${event.filename ?? ''}`));
  win.addEventListener('unhandledrejection', (event) => pageFieldReport.uncaught(stackOf(event.reason)));
  const documentVitals = observeDocumentVitals(win, pageFieldReport);
  const hidden = () => {
    documentVitals.finish();
    pageFieldReport.flush();
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') hidden();
    else pageFieldReport.resume();
  });
  win.addEventListener('pagehide', hidden);
  atFirstInput(win, () => {
    import(/* webpackChunkName: "web-vitals" */ './web-vitals-reporter')
      .then(({ reportInteractions }) => reportInteractions(pageFieldReport))
      .catch((error: unknown) => console.warn('field telemetry: web-vitals did not load', error));
  });
}
