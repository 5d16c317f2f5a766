import type { FieldReport } from './field-report';

/** CLS's session windows (web.dev/articles/cls): shifts less than 1 s apart, at most 5 s long. */
const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * The document's LCP, CLS and TTFB, measured by the browser's own performance entries (buffered,
 * so they are seen from the start whenever this runs), and given to the field report when the page
 * is first hidden: `finish()`. About half a kilobyte, in the start-up chunk, instead of the
 * web-vitals library (3.3 KiB gzip) on every first load; that library comes only for INP, at the
 * first input (page-field-report.ts). LCP is the last candidate before the first input or hide,
 * whatever the page did in between (a route change included), as the Largest Contentful Paint
 * definition has it; CLS is the largest session window of shifts not caused by input.
 */
export function observeDocumentVitals(win: Window, report: FieldReport): { finish: () => void } {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  let lcp: number | undefined;
  let cls = 0;
  let session = { value: 0, first: 0, last: 0 };
  const observers: Array<{ observer: PerformanceObserver; onEntries: (entries: PerformanceEntry[]) => void }> = [];
  const observe = (type: string, onEntries: (entries: PerformanceEntry[]) => void) => {
    if (!Observer?.supportedEntryTypes?.includes(type)) return null;
    const observer = new Observer((list: PerformanceObserverEntryList) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push({ observer, onEntries });
    return observer;
  };

  const takeLcp = (entries: PerformanceEntry[]) => {
    const last = entries.at(-1);
    if (last) lcp = last.startTime;
  };
  const lcpObserver = observe('largest-contentful-paint', takeLcp);
  observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const joins =
        session.value > 0 && entry.startTime - session.last < SESSION_GAP_MS && entry.startTime - session.first < SESSION_MAX_MS;
      session = joins
        ? { value: session.value + entry.value, first: session.first, last: entry.startTime }
        : { value: entry.value, first: entry.startTime, last: entry.startTime };
      cls = Math.max(cls, session.value);
    }
  });
  // The browser stops reporting LCP candidates at the first input: so do we, for pages that keep them.
  const stopLcp = () => {
    if (!lcpObserver) return;
    takeLcp(lcpObserver.takeRecords());
    lcpObserver.disconnect();
  };
  win.addEventListener('pointerdown', stopLcp, { once: true, capture: true });
  win.addEventListener('keydown', stopLcp, { once: true, capture: true });

  let finished = false;
  return {
    finish() {
      if (finished) return;
      finished = true;
      // What the browser has queued but not yet delivered belongs to the page too.
      for (const { observer, onEntries } of observers) onEntries(observer.takeRecords());
      const navigation = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (navigation && navigation.responseStart > 0) report.vital('TTFB', navigation.responseStart);
      if (lcp !== undefined) report.vital('LCP', lcp);
      report.vital('CLS', cls);
      for (const { observer } of observers) observer.disconnect();
    },
  };
}
