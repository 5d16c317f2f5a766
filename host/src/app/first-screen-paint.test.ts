import { FIRST_SCREEN_QUERIES_ID } from './first-screen-element';
import { firstScreenPainted } from './first-screen-paint';

function pageWithFirstScreen(): { image: HTMLImageElement } {
  document.body.innerHTML = `<div id="root" inert><img fetchpriority="high" src="/api/image/cover/101-rect.png" alt="" /></div>`;
  const data = document.createElement('script');
  data.id = FIRST_SCREEN_QUERIES_ID;
  data.type = 'application/json';
  document.head.append(data);
  return { image: document.querySelector('img') as HTMLImageElement };
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
    jest.useFakeTimers();
    const { image } = pageWithFirstScreen();
    let settled = false;
    void firstScreenPainted().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    image.dispatchEvent(new Event('load'));
    // Two animation frames (jsdom's run on a 16 ms timer): the one drawn, the one after it is shown; then a task.
    await jest.advanceTimersByTimeAsync(20);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
  });

  it('does not wait for an image that never comes longer than its cap', async () => {
    jest.useFakeTimers();
    pageWithFirstScreen();
    let settled = false;
    void firstScreenPainted().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1600);
    expect(settled).toBe(true);
  });
});
