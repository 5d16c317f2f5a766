import { useEffect } from 'react';
import { useParams, useSearchParams } from '@ciao/shared/router';
import {
  href,
  isValidEpisodeId,
  isValidMagazineId,
  isValidTitleId,
  type AccountScreen,
  type CommerceScreen,
  type LimitedPagesProps,
  type MyPageScreen,
  type SignupScreen,
} from '@ciao/shared';
import { modalActions } from '../layout/modal-store';
import { RemoteRegion } from '../remotes/RemoteRegion';
import { ErrorPage } from '../pages/ErrorPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MAINTENANCE_CODE } from './error-codes';
import { appPathFromRedirect } from './redirect';

/** TOP: the catalogue's top page. */
export function TopRoute() {
  return <RemoteRegion remote="catalog" expose="./TopPage" props={{}} />;
}

/** TITLE: a 5-digit title id, else the 404 page (docs/product-rules.md §4 "Invalid route parameter"). */
export function TitleRoute() {
  const { titleId = '' } = useParams();
  if (!isValidTitleId(titleId)) return <NotFoundPage />;
  return <RemoteRegion key={titleId} remote="catalog" expose="./TitlePage" props={{ titleId: Number(titleId) }} />;
}

/** A ranking, genre or magazine category id in a path: a non-negative integer. */
const NUMERIC_ID = /^\d{1,9}$/;

/** RANKING: the rankings (the tab in `?tab=`, the page in `?page=`: the catalogue reads them). */
export function RankingRoute() {
  return <RemoteRegion remote="catalog" expose="./RankingPage" props={{}} />;
}

/** RANKING_DETAIL: one ranking's tab; an id that is not a number is not found. Not keyed: the tabs keep focus. */
export function RankingDetailRoute() {
  const { rankingId = '' } = useParams();
  if (!NUMERIC_ID.test(rankingId)) return <NotFoundPage />;
  return <RemoteRegion remote="catalog" expose="./RankingPage" props={{ rankingId: Number(rankingId) }} />;
}

/** SERIES: the series list (the tab in `?tab=`: the catalogue reads it). */
export function SeriesRoute() {
  return <RemoteRegion remote="catalog" expose="./SeriesPage" props={{}} />;
}

/** SEARCH: the search form; `?keyword=` is a search that found nothing (docs/product-rules.md §5). */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  return <RemoteRegion remote="catalog" expose="./SearchPage" props={keyword ? { kind: 'none', keyword } : { kind: 'none' }} />;
}

/** TITLE_SEARCH (docs/product-rules.md §2 "TitleSearch"): the titles a typed word finds. */
export function TitleSearchRoute() {
  const { word = '' } = useParams();
  return <RemoteRegion key={word} remote="catalog" expose="./SearchPage" props={{ kind: 'word', word }} />;
}

/** SEARCH_KEYWORD: the titles of one keyword of the search modal. */
export function SearchKeywordRoute() {
  const { keyword = '' } = useParams();
  return <RemoteRegion key={keyword} remote="catalog" expose="./SearchPage" props={{ kind: 'keyword', keyword }} />;
}

/** SEARCH_GENRE: the titles of one genre; an id that is not a number is not found. */
export function SearchGenreRoute() {
  const { genreId = '' } = useParams();
  if (!NUMERIC_ID.test(genreId)) return <NotFoundPage />;
  return <RemoteRegion key={genreId} remote="catalog" expose="./SearchPage" props={{ kind: 'genre', genreId: Number(genreId) }} />;
}

/** SEARCH_CATEGORY: the titles of one magazine category. */
export function SearchCategoryRoute() {
  const { categoryId = '' } = useParams();
  if (!NUMERIC_ID.test(categoryId)) return <NotFoundPage />;
  return (
    <RemoteRegion key={categoryId} remote="catalog" expose="./SearchPage" props={{ kind: 'category', categoryId: Number(categoryId) }} />
  );
}

/** EPISODE_VIEWER: both ids validated; rendered without the layout. */
export function EpisodeViewerRoute() {
  const { titleId = '', episodeId = '' } = useParams();
  if (!isValidTitleId(titleId) || !isValidEpisodeId(episodeId)) return <NotFoundPage />;
  return (
    <RemoteRegion
      key={`${titleId}/${episodeId}`}
      remote="viewer"
      expose="./EpisodeViewer"
      props={{ titleId: Number(titleId), episodeId: Number(episodeId) }}
      backLink={{ to: href('TITLE', { titleId: Number(titleId) }), labelKey: 'remote.backToTitle' }}
    />
  );
}

/** MAGAZINE_VIEWER (guard magazine-viewer): exactly 5 digits, else 404; rendered without the layout. */
export function MagazineViewerRoute() {
  const { magazineId = '' } = useParams();
  if (!isValidMagazineId(magazineId)) return <NotFoundPage />;
  return (
    <RemoteRegion
      key={magazineId}
      remote="viewer"
      expose="./MagazineViewer"
      props={{ magazineId: Number(magazineId) }}
      backLink={{ to: href('TOP'), labelKey: 'remote.backToTop' }}
    />
  );
}

/** LIMITED, LIMITED_EPISODE: the viewer remote's subscriber content (list, one article), in the site layout. */
export function LimitedRoute({ screen }: LimitedPagesProps) {
  return <RemoteRegion remote="viewer" expose="./LimitedPages" props={{ screen }} />;
}

/** GIFT: commerce's gift code entry and completion. */
export function GiftRoute() {
  return <RemoteRegion remote="commerce" expose="./GiftPage" props={{}} />;
}

/** POINT_SHOP, MONTHLY_PLAN, PAYMENT_RESULT, SUBSCRIPTION, COIN(_HISTORY), POINT_/TICKET_HISTORY, PURCHASED: commerce's screens (they read their own query). */
export function CommerceRoute({ screen }: { screen: CommerceScreen }) {
  return <RemoteRegion remote="commerce" expose="./CommercePages" props={{ screen }} />;
}

/** PAYMENT_SANDBOX: a checkout id is 32 hex digits, else 404. */
export function PaymentSandboxRoute() {
  const { checkoutId = '' } = useParams();
  if (!/^[0-9a-f]{32}$/.test(checkoutId)) return <NotFoundPage />;
  return <RemoteRegion key={checkoutId} remote="commerce" expose="./CommercePages" props={{ screen: 'payment-sandbox', checkoutId }} />;
}

/** LOGIN: the top page with the login modal open, honouring ?redirect=. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirect = appPathFromRedirect(searchParams.get('redirect'));

  useEffect(() => {
    modalActions.openLogin(redirect);
  }, [redirect]);

  return <TopRoute />;
}

/** SIGNUP_PRE, SIGNUP, EMAIL_PRESAVE_SEND, SIGNUP_WELCOME, DENIED_AGE: the account remote's sign-up screens. */
export function SignupRoute({ screen }: { screen: SignupScreen }) {
  return <RemoteRegion remote="account" expose="./SignupPages" props={{ screen }} />;
}

/** MYPAGE, MYPAGE_HISTORY: the account remote's my-page screens (logged out, they ask for login themselves). */
export function MyPageRoute({ screen }: { screen: MyPageScreen }) {
  return <RemoteRegion remote="account" expose="./MyPages" props={{ screen }} />;
}

/** PASSWORD_PRERESET ... PASSWORD_RESET_DONE: the account remote's screens open to anyone (password reset). */
export function AccountRoute({ screen }: { screen: AccountScreen }) {
  return <RemoteRegion remote="account" expose="./AccountPages" props={{ screen }} />;
}

/** ERROR: /error/1098 is the maintenance page; any other code the error page. */
export function ErrorRoute() {
  const { errorCode } = useParams();
  if (errorCode === String(MAINTENANCE_CODE)) return <MaintenancePage />;
  return <ErrorPage code={errorCode ?? null} />;
}

/** FANLETTER_TITLE: a fan letter to the author of a 5-digit title id, else 404. */
export function FanLetterTitleRoute() {
  const { titleId = '' } = useParams();
  if (!isValidTitleId(titleId)) return <NotFoundPage />;
  return (
    <RemoteRegion
      key={titleId}
      remote="catalog"
      expose="./FanLetterPages"
      props={{ screen: 'form', to: 'title', titleId: Number(titleId) }}
    />
  );
}

/** FANLETTER_AUTHOR: a fan letter to one author; an id that is not a number is not found. */
export function FanLetterAuthorRoute() {
  const { authorId = '' } = useParams();
  if (!NUMERIC_ID.test(authorId)) return <NotFoundPage />;
  return (
    <RemoteRegion
      key={authorId}
      remote="catalog"
      expose="./FanLetterPages"
      props={{ screen: 'form', to: 'author', authorId: Number(authorId) }}
    />
  );
}

/** FANLETTER_SUCCESS, FANLETTER_FAILURE: where a sent fan letter ends. */
export function FanLetterResultRoute({ screen }: { screen: 'success' | 'failure' }) {
  return <RemoteRegion remote="catalog" expose="./FanLetterPages" props={{ screen }} />;
}
