import { href } from '@ciao/shared';

/**
 * What the magazine subscription gives (docs/product-rules.md §9: plan ciao1, 550 yen a month for 3 issues,
 * 550 points on subscribing). A visitor cannot ask `/account/subscription` (it needs a
 * login), so the paywall shows the figures of §9.
 */
export const SUBSCRIPTION_OFFER = { monthlyFeeYen: 550, issuesPerMonth: 3, signupPoints: 550 } as const;

/** Where a reader goes to subscribe (the commerce remote's subscription screen): every "how to subscribe" link of this remote reads it. */
export const SUBSCRIBE_HREF = href('SUBSCRIPTION');
