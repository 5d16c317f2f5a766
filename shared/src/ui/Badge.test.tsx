import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { Badge } from './Badge';

afterEach(() => {
  void i18n.changeLanguage('ja');
});

test.each([
  [{ kind: 'free' } as const, '無料'],
  [{ kind: 'member-free' } as const, '会員無料'],
  [{ kind: 'points', point: 1200 } as const, '1,200pt'],
  [{ kind: 'purchased' } as const, '購入済み'],
  [{ kind: 'renting', until: null } as const, 'レンタル中'],
])('says %j as %p', (state, text) => {
  render(<Badge state={state} />);
  expect(screen.getByText(text)).toBeTruthy();
});

test('a rental shows the date it ends (YYYY.MM.DD, configured offset)', () => {
  const { container } = render(<Badge state={{ kind: 'renting', until: '2026-11-26T09:30:00' }} />);
  expect(container.textContent).toBe('レンタル中2026.11.26まで');
});

test('wait-to-be-free shows the hours and minutes left, or that it can be read now', () => {
  const { container, rerender } = render(<Badge state={{ kind: 'wait-free', remainingHours: 22, remainingMinutes: 5 }} />);
  expect(container.textContent).toBe('待てば無料あと22時間5分');
  rerender(<Badge state={{ kind: 'wait-free', remainingHours: 0, remainingMinutes: 0 }} />);
  expect(container.textContent).toBe('待てば無料いま読めます');
});

test('speaks English for the international version', async () => {
  await i18n.changeLanguage('en');
  const { container } = render(<Badge state={{ kind: 'wait-free', remainingHours: 3, remainingMinutes: 40 }} />);
  expect(container.textContent).toBe('Free if you wait3 h 40 min left');
});
