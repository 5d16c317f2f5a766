import type { ComponentType } from 'react';

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
 * Which search the catalogue's search page shows (spec 2 search routes). `none` is the
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

export interface EpisodeViewerProps {
  titleId: number;
  episodeId: number;
}

export interface MagazineViewerProps {
  magazineId: number;
}

export interface LoginModalProps {
  /** Where to go after a successful login (spec 4 decides when it is used). */
  redirect?: string;
  onClose: () => void;
}

/** The sign-up screens of spec 2, one expose; the host picks the screen by route. */
export type SignupScreen = 'pre' | 'form' | 'mail-sent' | 'welcome' | 'denied-age';

export interface SignupPagesProps {
  screen: SignupScreen;
}

/** The my-page screens of spec 2 (logged in), one expose; the host picks the screen by route. */
export type MyPageScreen = 'home' | 'history';

export interface MyPagesProps {
  screen: MyPageScreen;
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
  /** The reader closed the dialog, or the purchase is done (after `purchase:completed`). */
  onClose: () => void;
  /** Called once the episode is the reader's, right after `purchase:completed` is emitted. */
  onPurchased?: (episode: { titleId: number; episodeId: number }) => void;
}

export interface RemoteContracts {
  catalog: {
    './TopPage': ExposedModule<Record<string, never>>;
    './TitlePage': ExposedModule<TitlePageProps>;
    './SearchModal': ExposedModule<SearchModalProps>;
    './SearchPage': ExposedModule<SearchPageProps>;
    './RankingPage': ExposedModule<RankingPageProps>;
    './SeriesPage': ExposedModule<Record<string, never>>;
  };
  viewer: {
    './EpisodeViewer': ExposedModule<EpisodeViewerProps>;
    './MagazineViewer': ExposedModule<MagazineViewerProps>;
  };
  account: {
    './LoginModal': ExposedModule<LoginModalProps>;
    './SignupPages': ExposedModule<SignupPagesProps>;
    './MyPages': ExposedModule<MyPagesProps>;
  };
  commerce: {
    './MyPagePopup': ExposedModule<MyPagePopupProps>;
    './PurchaseDialog': ExposedModule<PurchaseDialogProps>;
    './GiftPage': ExposedModule<Record<string, never>>;
  };
}

export type RemoteName = keyof RemoteContracts;
export const REMOTE_NAMES = ['catalog', 'viewer', 'account', 'commerce'] as const satisfies readonly RemoteName[];
export type ExposeName<R extends RemoteName> = keyof RemoteContracts[R] & string;

/** The exposes of every remote, as its webpack build must declare them. */
export const REMOTE_EXPOSES: { [R in RemoteName]: readonly ExposeName<R>[] } = {
  catalog: ['./TopPage', './TitlePage', './SearchModal', './SearchPage', './RankingPage', './SeriesPage'],
  viewer: ['./EpisodeViewer', './MagazineViewer'],
  account: ['./LoginModal', './SignupPages', './MyPages'],
  commerce: ['./MyPagePopup', './PurchaseDialog', './GiftPage'],
};
