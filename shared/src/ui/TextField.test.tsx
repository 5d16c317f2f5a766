import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

test('an error marks the field invalid and describes it, before the hint', () => {
  render(<TextField label="パスワード" hint="8文字以上で入力してください" error="パスワードを入力してください" />);
  const input = screen.getByLabelText('パスワード');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
    'パスワードを入力してください',
    '8文字以上で入力してください',
  ]);
});

test('without an error the field is valid and described by its hint only', () => {
  render(<TextField label="メールアドレス" hint="ログインに使います" />);
  const input = screen.getByLabelText('メールアドレス');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ログインに使います');
});

test('a counter counts characters as a reader does (emoji is one) and warns over the limit', () => {
  const { rerender } = render(<TextField label="本文" value="🌸あ" counterMax={3} onChange={() => undefined} />);
  expect(screen.getByText('2 / 3文字')).toBeTruthy();
  rerender(<TextField label="本文" value="あいうえ" counterMax={3} onChange={() => undefined} />);
  expect(screen.getByText('4 / 3文字').className).toBe('counterOver');
});
