import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadedImages } from './image-cache';
import { LazyImage } from './LazyImage';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in IntersectionObserver the test drives: it records options and lets the test say "visible". */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(
    readonly callback: ObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    act(() => this.callback([{ isIntersecting: true }]));
  }
}

beforeEach(() => {
  loadedImages.clear();
  jest.useFakeTimers();
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

test('waits until the image is within 1.3 viewports before loading it', () => {
  render(<LazyImage src="/cover.png" alt="ねこねこ探偵団" />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(FakeIntersectionObserver.last?.options.rootMargin).toBe('0px 30% 30% 0px');
  FakeIntersectionObserver.last?.enter();
  expect(screen.getByRole('img', { name: 'ねこねこ探偵団' }).getAttribute('src')).toBe('/cover.png');
});

test('tries a failing image three times, 200 ms apart, then shows it as failed', () => {
  render(<LazyImage src="/broken.png" alt="ほしぞらダンス" />);
  FakeIntersectionObserver.last?.enter();
  const first = screen.getByRole('img', { name: 'ほしぞらダンス' });
  fireEvent.error(first);
  expect(screen.queryByRole('img')).toBeNull();
  act(() => jest.advanceTimersByTime(200));
  const second = screen.getByRole('img', { name: 'ほしぞらダンス' });
  expect(second).not.toBe(first);
  fireEvent.error(second);
  act(() => jest.advanceTimersByTime(200));
  fireEvent.error(screen.getByRole('img', { name: 'ほしぞらダンス' }));
  act(() => jest.advanceTimersByTime(1000));
  const failed = screen.getByRole('img', { name: 'ほしぞらダンス' });
  expect(failed.tagName).toBe('SPAN');
  expect(failed.getAttribute('title')).toBe('画像を読み込めませんでした');
});

test('an image that loaded before is shown at once, without waiting to scroll into view', () => {
  const first = render(<LazyImage src="/seen.png" alt="表紙" />);
  FakeIntersectionObserver.last?.enter();
  fireEvent.load(screen.getByRole('img', { name: '表紙' }));
  first.unmount();
  render(<LazyImage src="/seen.png" alt="表紙" />);
  expect(screen.getByRole('img', { name: '表紙' }).getAttribute('src')).toBe('/seen.png');
});

test('the cache keeps the 200 most recent addresses', () => {
  for (let index = 0; index <= 200; index += 1) loadedImages.add(`/image-${index}.png`);
  expect(loadedImages.has('/image-0.png')).toBe(false);
  expect(loadedImages.has('/image-1.png')).toBe(true);
  expect(loadedImages.has('/image-200.png')).toBe(true);
});

test('the page largest image (priority) loads at once, eagerly and at high priority; others stay lazy', () => {
  render(
    <>
      <LazyImage src="/first.png" alt="いちばん" priority />
      <LazyImage src="/later.png" alt="あと" />
    </>,
  );
  const first = screen.getByRole('img', { name: 'いちばん' });
  expect(first.getAttribute('loading')).toBe('eager');
  expect(first.getAttribute('fetchpriority')).toBe('high');
  // Its painting is reported by the browser (Element Timing): the host starts its scripts then.
  expect(first.getAttribute('elementtiming')).toBe('leading-image');
  expect(screen.queryByRole('img', { name: 'あと' })).toBeNull();
});
