import type { LoginBonusItem } from '@ciao/shared';
import { bonusDayStatus, bonusLayout } from './day-status';

const item = (days: number, is_get: boolean): LoginBonusItem => ({ days, amount: 10, bonus_type: 1, is_get });

describe('bonusDayStatus', () => {
  const bonus = { receive_days: 3, received_today: true };

  it('marks the day received today as current', () => {
    expect(bonusDayStatus(bonus, item(3, true))).toBe('current');
  });

  it('marks earlier obtained days as received', () => {
    expect(bonusDayStatus(bonus, item(1, true))).toBe('received');
    expect(bonusDayStatus(bonus, item(2, true))).toBe('received');
  });

  it("marks tomorrow's day as next and later days as yet", () => {
    expect(bonusDayStatus(bonus, item(4, false))).toBe('next');
    expect(bonusDayStatus(bonus, item(5, false))).toBe('yet');
  });

  it('shows the last received day as received when nothing was received today', () => {
    expect(bonusDayStatus({ receive_days: 3, received_today: false }, item(3, true))).toBe('received');
  });
});

describe('bonusLayout', () => {
  it.each([
    [1, 'big'],
    [3, 'big'],
    [4, 'small'],
    [7, 'small'],
  ])('%p days use the %s layout', (count, layout) => {
    expect(bonusLayout(count)).toBe(layout);
  });
});
