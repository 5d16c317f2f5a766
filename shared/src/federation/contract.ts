import type { ComponentType } from 'react';
import type { LoginBonus } from '../contracts/endpoints/loginbonus';

/**
 * What each remote exposes, typed once here so the host and the remotes compile against
 * the same interface. Every exposed module exports its component as `default` and the
 * `contractVersion` it was built against; the host refuses a module whose version it
 * does not accept (and the deploy tool refuses to deploy it in the first place).
 */
export const CONTRACT_VERSION = 1;
export const ACCEPTED_CONTRACT_VERSIONS: readonly number[] = [1];

export interface ExposedModule<P> {
  default: ComponentType<P>;
  contractVersion: number;
}

export interface TitlePageProps {
  titleId: number;
}

/**
 * Which search the catalogue's search page shows (docs/product-rules.md §2 search routes). `none` is the
 * Search page itself: the search form, and the empty state when `keyword` found nothing.
 */
export type SearchPageProps =
  | { kind: 'none'; keyword?: string }
  | { kind: 'word'; word: string }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'genre'; genreId: number }
  | { kind: 'category'; categoryId: number };

export interface RankingPageProps {
  /** `/ranking/{rankingId}`; absent on `/ranking` (the first ranking, or `?tab=genre`). */
  rankingId?: number;
}

/** The fan letter screens of docs/product-rules.md §2, one expose; the host picks the screen by route. */
export type FanLetterPageProps =
  | { screen: 'form'; to: 'title'; titleId: number }
  | { screen: 'form'; to: 'author'; authorId: number }
  | { screen: 'success' }
  | { screen: 'failure' };

export interface EpisodeViewerProps {
  titleId: number;
  episodeId: number;
}

export interface MagazineViewerProps {
  magazineId: number;
}

/** `/limited` (the subscriber articles) or `/limited/episode?id=` (one of them). */
export interface LimitedPagesProps {
  screen: 'list' | 'article';
}

export interface LoginModalProps {
  /** Where to go after a successful login (docs/product-rules.md §4 decides when it is used). */
  redirect?: string;
  onClose: () => void;
}

/** The sign-up screens of docs/product-rules.md §2, one expose; the host picks the screen by route. */
export type SignupScreen = 'pre' | 'form' | 'mail-sent' | 'welcome' | 'denied-age';

export interface SignupPagesProps {
  screen: SignupScreen;
}

/** The my-page screens of docs/product-rules.md §2 (logged in), one expose; the host picks the screen by route. */
export type MyPageScreen =
  | 'home'
  | 'history'
  | 'favorite'
  | 'ticket'
  | 'setting'
  | 'opt-out'
  | 'password-change'
  | 'email-change'
  | 'resign';

export interface MyPagesProps {
  screen: MyPageScreen;
}

/** The static articles of docs/product-rules.md §2 (/article/{name}), and the privacy policy the sign-up form asks to agree to. */
export const ARTICLE_NAMES = ['help', 'termsOfService', 'privacyPolicy', 'calBusAndProfCode'] as const;
export type ArticleName = (typeof ARTICLE_NAMES)[number];

/** The catalogue's content screens (topics, authors, guide, articles, latest updates), one expose; the host picks by route. */
export type ContentPagesProps =
  | { screen: 'topics'; categorySlug?: string }
  | { screen: 'topic'; slug: string }
  | { screen: 'authors'; titleId?: number }
  | { screen: 'author'; authorId: number }
  | { screen: 'about' }
  | { screen: 'article'; article: ArticleName }
  | { screen: 'updates' };

export interface LoginBonusModalProps {
  /** The campaigns whose bonus was received today, shown one after another. */
  bonuses: LoginBonus[];
  onClose: () => void;
}

/** The account screens anyone may open (password reset, mailed links, resign-complete), one expose. */
export type AccountScreen =
  | 'password-prereset'
  | 'password-prereset-sent'
  | 'password-reset'
  | 'password-reset-done'
  | 'email-save'
  | 'resign-complete'
  | 'presave';

export interface AccountPagesProps {
  screen: AccountScreen;
}

export interface SearchModalProps {
  /** Closes the modal (the reader chose a link or searched, or pressed close). */
  onClose: () => void;
}

export interface MyPagePopupProps {
  onClose: () => void;
}

export interface PurchaseDialogProps {
  titleId: number;
  episodeId: number;
  /**
   * The reader closed the dialog, or the purchase is done. Who needs to know that the episode
   * is the reader's listens to `purchase:completed` on the bus, emitted just before.
   */
  onClose: () => void;
}

/**
 * The commerce screens of docs/product-rules.md §2 (point shop, monthly plan, the sandbox payment and its result
 * page...), one expose; the host picks the screen by route. `checkoutId` is the sandbox page's.
 */
export type CommerceScreen =
  | 'point-shop'
  | 'monthly-plan'
  | 'payment-sandbox'
  | 'payment-result'
  | 'subscription'
  | 'coin'
  | 'coin-history'
  | 'point-history'
  | 'ticket-history'
  | 'purchased';

export interface CommercePagesProps {
  screen: CommerceScreen;
  checkoutId?: string;
}

export interface RemoteContracts {
  catalog: {
    './TopPage': ExposedModule<Record<string, never>>;
    './TitlePage': ExposedModule<TitlePageProps>;
    './SearchModal': ExposedModule<SearchModalProps>;
    './SearchPage': ExposedModule<SearchPageProps>;
    './RankingPage': ExposedModule<RankingPageProps>;
    './SeriesPage': ExposedModule<Record<string, never>>;
    './ContentPages': ExposedModule<ContentPagesProps>;
    './FanLetterPages': ExposedModule<FanLetterPageProps>;
  };
  viewer: {
    './EpisodeViewer': ExposedModule<EpisodeViewerProps>;
    './MagazineViewer': ExposedModule<MagazineViewerProps>;
    './LimitedPages': ExposedModule<LimitedPagesProps>;
  };
  account: {
    './LoginModal': ExposedModule<LoginModalProps>;
    './SignupPages': ExposedModule<SignupPagesProps>;
    './MyPages': ExposedModule<MyPagesProps>;
    './LoginBonusModal': ExposedModule<LoginBonusModalProps>;
    './AccountPages': ExposedModule<AccountPagesProps>;
  };
  commerce: {
    './MyPagePopup': ExposedModule<MyPagePopupProps>;
    './PurchaseDialog': ExposedModule<PurchaseDialogProps>;
    './GiftPage': ExposedModule<Record<string, never>>;
    './CommercePages': ExposedModule<CommercePagesProps>;
  };
}

export type RemoteName = keyof RemoteContracts;
export const REMOTE_NAMES = ['catalog', 'viewer', 'account', 'commerce'] as const satisfies readonly RemoteName[];
export type ExposeName<R extends RemoteName> = keyof RemoteContracts[R] & string;

/** The exposes of every remote, as its webpack build must declare them. */
export const REMOTE_EXPOSES: { [R in RemoteName]: readonly ExposeName<R>[] } = {
  catalog: [
    './TopPage',
    './TitlePage',
    './SearchModal',
    './SearchPage',
    './RankingPage',
    './SeriesPage',
    './ContentPages',
    './FanLetterPages',
  ],
  viewer: ['./EpisodeViewer', './MagazineViewer', './LimitedPages'],
  account: ['./LoginModal', './SignupPages', './MyPages', './LoginBonusModal', './AccountPages'],
  commerce: ['./MyPagePopup', './PurchaseDialog', './GiftPage', './CommercePages'],
};
