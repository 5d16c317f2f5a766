import type { Checkout, LoginBonus, SessionAccount, TitleSummary } from '@ciao/shared';

/** Test data shared by every package's tests; each builder takes overrides (STYLE 16). */
export function makeAccount(overrides: Partial<SessionAccount> = {}): SessionAccount {
  return { account_id: 7, user_id: 'user-7', nickname: 'さくら', email: 'sakura@example.jp', birthday: '2008-04', gender: 2, ...overrides };
}

export const visitorAccount = () => ({ data: { account: null } });
export const statusOk = () => ({ data: { maintenance: false, server_time: '2025-01-01T09:00:00' } });
/** GET /magazine/first: the latest issue, ちゃお 12月号, not yet readable. */
export const firstMagazine = () => ({
  data: {
    magazine: {
      magazine_id: 3,
      magazine_category_id: 1,
      magazine_name: 'ちゃお 12月号',
      introduction_text: '冬のおはなし特集',
      thumbnail_image_url: '/images/magazine/3/cover.png',
      price: 550,
      is_free: false,
      is_readable: false,
      release_time: '2026-11-01T00:00:00',
      page_count: 40,
      magazine_article_link: [],
    },
  },
});

/** A running login-bonus campaign as GET /loginbonus answers it: `days` days, `received` of them got, today's among them. */
export function makeLoginBonus(overrides: Partial<LoginBonus> = {}, days = 7, received = 1): LoginBonus {
  return {
    loginbonus_id: 1,
    loginbonus_text: '7日間ログインボーナス',
    loginbonus_image: '/api/image/bonus.png',
    loginbonus_footer_image: '/api/image/bonus-footer.png',
    receive_days: received,
    received_today: received > 0,
    received_now: received > 0,
    start_time: '2026-01-01T00:00:00',
    finish_time: '2026-02-01T00:00:00',
    bonus_list: Array.from({ length: days }, (_, index) => ({
      days: index + 1,
      amount: index === 2 ? 1 : 10,
      bonus_type: index === 2 ? 2 : 1,
      is_get: index < received,
    })),
    ...overrides,
  };
}

/** A title as lists answer it (title_list items). */
export function makeTitleSummary(titleId: number, name: string, overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    title_id: titleId,
    title_name: name,
    author_text: '作者',
    introduction_text: '',
    thumbnail_rect_image_url: `/img/${titleId}.jpg`,
    episode_id_list: [],
    genre_id_list: [],
    ...overrides,
  };
}

/** A checkout as the server answers it (test data), with overrides. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    checkout_id: 'a'.repeat(32),
    item_type: 'point_pack',
    item_id: 'points-360',
    amount: '2.99',
    currency: 'USD',
    paid_point: 360,
    free_point: 0,
    status: 'pending',
    result: 0,
    return_path: null,
    created_at: '2026-11-20T12:00:00',
    expires_at: '2026-11-20T12:30:00',
    settled_at: null,
    ...overrides,
  };
}

export const pointAnswer = (total: number) => ({ data: { point: { paid_point: total, free_point: 0, total }, coin: 0 } });

/** The monthly plan as /point/pack/list sells it (docs/product-rules.md §9). */
export const monthlyPlanOffer = () => ({
  plan_id: 'monthly-330',
  plan_name: 'まいつきポイントプラン',
  monthly_fee_usd: '2.36',
  paid_point: 300,
  bonus_free_point: 30,
  bonus_expire_days: 180,
  grant_day: 1,
});

/** Plan ciao1 as /account/subscription answers it, with the monthly plan when joined. */
export const subscriptionPlan = (monthlyPlanJoined = false) => {
  const { grant_day: _grantDay, ...joined } = monthlyPlanOffer();
  return {
    plan_id: 'ciao1',
    plan_name: 'ちゃお定期購読',
    monthly_fee_yen: 550,
    issue_count: 3,
    signup_point: 550,
    next_renewal_at: null,
    expires_at: null,
    monthly_point_plan: monthlyPlanJoined ? { ...joined, next_grant_at: '2026-12-01T00:00:00' } : null,
  };
};
