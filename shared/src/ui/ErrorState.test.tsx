import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/api-error';
import { ErrorState } from './ErrorState';

test('an API error shows its docs/product-rules.md §8 message as an alert with a retry', async () => {
  const onRetry = jest.fn();
  render(<ErrorState error={new ApiError(429, 1103, null)} onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('サイトが混み合っています');
  await userEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('anything else shows the unknown-error message, and no retry when none is offered', () => {
  render(<ErrorState error={new TypeError('boom')} />);
  expect(screen.getByRole('alert').textContent).toBe('不明なエラーが発生しました。');
  expect(screen.queryByRole('button')).toBeNull();
});
