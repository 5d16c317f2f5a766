import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const months = [
  { value: '01', label: '1月' },
  { value: '02', label: '2月' },
];

test('a labelled native select offers a placeholder first and reports the choice', async () => {
  const onChange = jest.fn();
  render(
    <Select
      label="誕生月"
      options={months}
      placeholder="選択してください"
      defaultValue=""
      onChange={(event) => onChange(event.target.value)}
    />,
  );
  const select = screen.getByRole('combobox', { name: '誕生月' });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['選択してください', '1月', '2月']);
  await userEvent.selectOptions(select, '2月');
  expect(onChange).toHaveBeenCalledWith('02');
});

test('an error marks the select invalid and describes it', () => {
  render(<Select label="誕生月" options={months} error="誕生月を選んでください" />);
  const select = screen.getByRole('combobox', { name: '誕生月' });
  expect(select.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('誕生月を選んでください');
});
