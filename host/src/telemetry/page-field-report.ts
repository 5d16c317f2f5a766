import type { FieldBeacon } from '@ciao/shared';
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

/** After the page is interactive and idle, so neither the module nor its work delays the first screen. */
function afterInteractive(win: Window, run: () => void): void {
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5_000 }) : win.setTimeout(run, 1_000));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts field telemetry for this page session, if sampled: uncaught errors (attributed by their
 * stack, field-report.ts), a beacon whenever the page is hidden, and Web Vitals through the
 * web-vitals library, loaded once the page is interactive. Nothing is requested before that.
 */
export function installFieldTelemetry(config: FieldTelemetryConfig | undefined, win: Window = window, random = Math.random): void {
  if (!config || random() >= config.sampleRate || typeof win.navigator.sendBeacon !== 'function') return;
  sendBeacon = (beacon) => {
    win.navigator.sendBeacon(config.url, JSON.stringify(beacon));
  };
  const stackOf = (value: unknown) => String((value as { stack?: unknown } | null)?.stack ?? '');
  win.addEventListener('error', (event) => pageFieldReport.uncaught(`${stackOf(event.error)} ${event.filename ?? ''}`));
  win.addEventListener('unhandledrejection', (event) => pageFieldReport.uncaught(stackOf(event.reason)));
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') pageFieldReport.flush();
    else pageFieldReport.resume();
  });
  win.addEventListener('pagehide', () => pageFieldReport.flush());
  afterInteractive(win, () => {
    import(/* webpackChunkName: "web-vitals" */ './web-vitals-reporter')
      .then(({ reportWebVitals }) => reportWebVitals(pageFieldReport))
      .catch((error: unknown) => console.warn('field telemetry: web-vitals did not load', error));
  });
}
