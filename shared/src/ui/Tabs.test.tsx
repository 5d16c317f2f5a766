import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'all', label: '総合', panel: <p>総合ランキング</p> },
  { id: 'boys', label: '男子', panel: <p>男子ランキング</p> },
  { id: 'girls', label: '女子', panel: <p>女子ランキング</p> },
];

test('only the selected tab is in the Tab order and its panel is shown', () => {
  render(<Tabs label="ランキングの種類" tabs={tabs} />);
  expect(screen.getByRole('tablist', { name: 'ランキングの種類' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '総合' }).getAttribute('tabindex')).toBe('0');
  expect(screen.getByRole('tab', { name: '男子' }).getAttribute('tabindex')).toBe('-1');
  expect(screen.getByRole('tabpanel', { name: '総合' }).textContent).toBe('総合ランキング');
});

test('arrow keys, Home and End move focus and selection, wrapping around', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<Tabs label="ランキングの種類" tabs={tabs} onSelect={onSelect} />);
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: '男子' }));
  expect(screen.getByRole('tab', { name: '男子' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').textContent).toBe('男子ランキング');
  await user.keyboard('{End}');
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: '総合' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: '女子' }).getAttribute('aria-selected')).toBe('true');
  expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['boys', 'girls', 'all', 'girls']);
});
