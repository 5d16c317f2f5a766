import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { makeLoginBonus } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { LoginBonusModal } from './LoginBonusModal';

function renderModal(bonuses = [makeLoginBonus({}, 7, 3)], onClose = jest.fn()) {
  return { ...renderWithProviders(<LoginBonusModal bonuses={bonuses} onClose={onClose} />), onClose };
}

test('says which day was received and marks each day received, current, next or yet', () => {
  renderModal();
  const dialog = screen.getByRole('dialog', { name: 'ログインボーナス' });
  expect(within(dialog).getByRole('heading', { name: '7日間ログインボーナス' })).toBeTruthy();
  expect(within(dialog).getByRole('status').textContent).toBe('3日目のボーナス チケット1枚 をうけとりました！');

  const days = within(dialog).getAllByRole('listitem');
  expect(days).toHaveLength(7);
  expect(days.map((day) => day.getAttribute('data-status'))).toEqual(['received', 'received', 'current', 'next', 'yet', 'yet', 'yet']);
  expect(days[2]?.getAttribute('aria-current')).toBe('date');
  expect(within(days[0] as HTMLElement).getByText('うけとりずみ')).toBeTruthy();
  expect(within(days[3] as HTMLElement).getByText('あしたのボーナス')).toBeTruthy();
  expect(within(days[3] as HTMLElement).getByText('10ポイント')).toBeTruthy();
});

test('uses the big layout under 4 days and the small one from 4 days', () => {
  const { unmount } = renderModal([makeLoginBonus({}, 3, 1)]);
  expect(screen.getByRole('list').getAttribute('data-layout')).toBe('big');
  unmount();
  renderModal([makeLoginBonus({}, 4, 1)]);
  expect(screen.getByRole('list').getAttribute('data-layout')).toBe('small');
});

test('shows several bonuses one after another, then closes', async () => {
  const second = makeLoginBonus({ loginbonus_id: 2, loginbonus_text: '新学期ボーナス' }, 3, 1);
  const { user, onClose } = renderModal([makeLoginBonus(), second]);
  expect(screen.getByText('1 / 2')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '7日間ログインボーナス' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'つぎへ' }));
  expect(screen.getByText('2 / 2')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '新学期ボーナス' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'つぎへ' })).toBeNull();

  const closes = screen.getAllByRole('button', { name: '閉じる' });
  await user.click(closes[closes.length - 1] as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('reads in English too', () => {
  renderWithProviders(<LoginBonusModal bonuses={[makeLoginBonus({}, 7, 1)]} onClose={jest.fn()} />, { language: 'en' });
  expect(screen.getByRole('dialog', { name: 'Login bonus' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('You received the day 1 bonus: 10 points!');
});

test("a day's prize breaks only between its number and its word, never inside a word", () => {
  renderModal();
  const days = within(screen.getByRole('dialog', { name: 'ログインボーナス' })).getAllByRole('listitem');
  const points = within(days[3] as HTMLElement).getByText('10ポイント');
  expect(points.innerHTML).toBe('10<wbr>ポイント');
  const tickets = within(days[2] as HTMLElement).getByText('チケット1枚');
  expect(tickets.innerHTML).toBe('チケット<wbr>1<wbr>枚');
});
