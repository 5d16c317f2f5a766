import type { LoginBonus, LoginBonusItem } from '@ciao/shared';

/** docs/product-rules.md §4: each day of a campaign as the reader stands in it. */
export type BonusDayStatus = 'received' | 'current' | 'next' | 'yet';

/**
 * current: the day received today (days == receive_days); received: obtained on an earlier
 * day; next: tomorrow's (receive_days + 1); yet: everything later.
 */
export function bonusDayStatus(bonus: Pick<LoginBonus, 'receive_days' | 'received_today'>, item: LoginBonusItem): BonusDayStatus {
  if (item.days === bonus.receive_days && bonus.received_today) return 'current';
  if (item.is_get) return 'received';
  if (item.days === bonus.receive_days + 1) return 'next';
  return 'yet';
}

/** docs/product-rules.md §9: fewer than 4 days use the big layout, otherwise the small one. */
export type BonusLayout = 'big' | 'small';

export function bonusLayout(itemCount: number): BonusLayout {
  return itemCount < 4 ? 'big' : 'small';
}
