import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { pageWindow } from './page-window';

test('shows the first, last and neighbouring pages with gaps between', () => {
  expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
});

test('marks the current page and moves to the one chosen', async () => {
  const onPageChange = jest.fn();
  render(<Pagination page={1} pageCount={4} onPageChange={onPageChange} />);
  expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '1ページ目' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('button', { name: '前のページ' })).toHaveProperty('disabled', true);
  await userEvent.click(screen.getByRole('button', { name: '次のページ' }));
  await userEvent.click(screen.getByRole('button', { name: '4ページ目' }));
  expect(onPageChange.mock.calls).toEqual([[2], [4]]);
});

test('one page needs no pager', () => {
  render(<Pagination page={1} pageCount={1} onPageChange={() => undefined} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
