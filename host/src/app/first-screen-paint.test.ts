import { FIRST_SCREEN_QUERIES_ID } from '@ciao/shared/first-screen-element';
import { firstScreenPainted } from './first-screen-paint';

function pageWithFirstScreen(): { image: HTMLImageElement } {
  document.body.innerHTML = `<div id="root" data-adopting><img fetchpriority="high" src="/api/image/cover/101-rect.png" alt="" /></div>`;
  const data = document.createElement('script');
  data.id = FIRST_SCREEN_QUERIES_ID;
  data.type = 'application/json';
  document.head.append(data);
  return { image: document.querySelector('img') as HTMLImageElement };
}

/** A page with a first screen whose painting start-up awaits, on fake timers: its image, and whether the wait is over. */
function awaitingPaint(): { image: HTMLImageElement; settled: () => boolean } {
  jest.useFakeTimers();
  const { image } = pageWithFirstScreen();
  let over = false;
  void firstScreenPainted().then(() => {
    over = true;
  });
  return { image, settled: () => over };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('firstScreenPainted', () => {
  it('lets a page without a first screen start at once', async () => {
    let settled = false;
    void firstScreenPainted().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it("waits for the first screen's leading image, then for a frame", async () => {
    const { image, settled } = awaitingPaint();
    await jest.advanceTimersByTimeAsync(500);
    expect(settled()).toBe(false);
    image.dispatchEvent(new Event('load'));
    // Two animation frames (jsdom's run on a 16 ms timer): the one drawn, the one after it is shown; then a task.
    await jest.advanceTimersByTimeAsync(20);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(settled()).toBe(true);
  });

  it('does not wait for an image that never comes longer than its cap', async () => {
    const { settled } = awaitingPaint();
    await jest.advanceTimersByTimeAsync(1600);
    expect(settled()).toBe(true);
  });

  describe('where the browser reports painting (Element Timing)', () => {
    let report: ((elements: Element[]) => void) | undefined;
    const realObserver = globalThis.PerformanceObserver;

    beforeEach(() => {
      class ReportingObserver {
        static supportedEntryTypes = ['element'];
        constructor(private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {}
        observe() {
          report = (elements) =>
            this.callback({ getEntries: () => elements.map((element) => ({ element }) as unknown as PerformanceEntry) });
        }
        disconnect() {
          report = undefined;
        }
      }
      globalThis.PerformanceObserver = ReportingObserver as unknown as typeof PerformanceObserver;
      // jsdom lays nothing out: the image is given a place within the window.
      jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ top: 200, left: 16, bottom: 300, right: 200 } as DOMRect);
    });
    afterEach(() => {
      globalThis.PerformanceObserver = realObserver;
      jest.restoreAllMocks();
    });

    it('waits for its report that the leading image was painted, not for frames', async () => {
      const { image, settled } = awaitingPaint();
      image.dispatchEvent(new Event('load'));
      await jest.advanceTimersByTimeAsync(100);
      expect(settled()).toBe(false);
      report?.([image]);
      await jest.advanceTimersByTimeAsync(0);
      expect(settled()).toBe(true);
    });

    it('does not wait for a report that never comes longer than a frame cap', async () => {
      const { image, settled } = awaitingPaint();
      image.dispatchEvent(new Event('load'));
      await jest.advanceTimersByTimeAsync(250);
      expect(settled()).toBe(true);
    });
  });
});
