import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

test('the label beside the box names it and toggles it', async () => {
  render(<Checkbox label="利用規約に同意する" />);
  const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
  await userEvent.click(screen.getByText('利用規約に同意する'));
  expect(box).toHaveProperty('checked', true);
});

test('an error marks the box invalid and describes it', () => {
  render(<Checkbox label="利用規約に同意する" error="利用規約に同意してください" />);
  const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('利用規約に同意してください');
});
