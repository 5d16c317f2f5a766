import { observeDocumentVitals } from './document-vitals';
import type { FieldReport } from './field-report';

type Entries = Record<string, Array<Record<string, unknown>>>;

/** A window whose performance entries are `entries`, delivered as buffered entries are. */
function fakeWindow(entries: Entries, navigation = { responseStart: 120 }) {
  class FakeObserver {
    static supportedEntryTypes = Object.keys(entries);
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe({ type }: { type: string }) {
      this.callback({ getEntries: () => entries[type] ?? [] });
    }
    takeRecords() {
      return [];
    }
    disconnect() {}
  }
  const win = {
    PerformanceObserver: FakeObserver,
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : []) },
    addEventListener: () => undefined,
  };
  return { win: win as unknown as Window };
}

function recordingReport() {
  const vitals: Record<string, number> = {};
  return { vitals, report: { vital: (name: string, value: number) => (vitals[name] ??= value) } as unknown as FieldReport };
}

test('at hide, the last LCP candidate, the largest window of shifts not caused by input, and TTFB', () => {
  const { win } = fakeWindow({
    'largest-contentful-paint': [{ startTime: 800 }, { startTime: 1350 }],
    'layout-shift': [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 600, value: 0.05, hadRecentInput: false },
      // Another window (over 1 s later): smaller than the first.
      { startTime: 3000, value: 0.02, hadRecentInput: false },
      { startTime: 3100, value: 0.5, hadRecentInput: true },
    ],
  });
  const { vitals, report } = recordingReport();
  const measured = observeDocumentVitals(win, report);
  expect(vitals).toEqual({});
  measured.finish();
  expect(vitals).toEqual({ LCP: 1350, CLS: 0.1, TTFB: 120 });
});

test('a browser without these entry types reports TTFB and a CLS of 0, never an LCP it did not see', () => {
  const { win } = fakeWindow({});
  const { vitals, report } = recordingReport();
  observeDocumentVitals(win, report).finish();
  expect(vitals).toEqual({ TTFB: 120, CLS: 0 });
});
