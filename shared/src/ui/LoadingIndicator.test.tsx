import { act, render, screen } from '@testing-library/react';
import { LoadingIndicator } from './LoadingIndicator';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a load shorter than 200 ms never shows the indicator', () => {
  const { rerender } = render(<LoadingIndicator loading />);
  act(() => jest.advanceTimersByTime(150));
  expect(screen.queryByRole('progressbar')).toBeNull();
  rerender(<LoadingIndicator loading={false} />);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('after 200 ms it appears and announces the load', () => {
  render(<LoadingIndicator loading />);
  act(() => jest.advanceTimersByTime(199));
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('progressbar', { name: '読み込み中…' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('読み込み中…');
});

test('progress grows over the 2000 ms duration without reaching 100 while loading', () => {
  render(<LoadingIndicator loading />);
  act(() => jest.advanceTimersByTime(200 + 2000));
  const atDuration = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(atDuration).toBeGreaterThan(60);
  expect(atDuration).toBeLessThan(80);
  act(() => jest.advanceTimersByTime(60_000));
  expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThan(100);
});

test('when the load ends the bar completes, then hides 200 ms later', () => {
  const { rerender } = render(<LoadingIndicator loading />);
  act(() => jest.advanceTimersByTime(500));
  rerender(<LoadingIndicator loading={false} />);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByRole('progressbar')).toBeNull();
});
