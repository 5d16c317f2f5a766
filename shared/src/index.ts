// Public surface of @ciao/shared for the browser (a federation singleton: one copy per page).
// The design tokens come with the kit: whatever loads this barrel (the host, or a remote's
// standalone page) gets them, exactly once, since the package is a singleton.
import './ui/tokens.css';
export { bus, EventBus } from './bus/bus';
export { busEventSchemas, type AdTracking, type BusEventMap, type BusEventName, type ViewerTracking } from './bus/events';
export { adTracking, useAdvertisement, type AdvertisementSlot } from './tracking/use-advertisement';
export { TAG_MANAGER_ORIGIN } from './tracking/tag-manager-origin';
export { sessionStore, sessionActions, useSession, historyBadgeText, type SessionState } from './session/session-store';
export { SESSION_STORAGE_KEY, SESSION_VERSION, sessionDefaults, migrateSession, type SessionAccount } from './session/session-schema';
export { logOut } from './session/log-out';
export { useLoggedInWhileShown, useLoginRequest } from './session/use-login-request';
export { subscriptionStatus, STOP_CANCEL_REASON, type SubscriptionStatus } from './session/subscription-status';
export * from './api/index';
export * from './contracts/index';
export { i18n, addMessages, detectLanguage, LANGUAGES, type Language } from './i18n/i18n';
// react-i18next reaches the page through here only: bundled into @ciao/shared (one copy, tree-shaken) instead of shared whole.
export { useTranslation } from 'react-i18next';
export { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, storedLanguage, switchLanguage, writeLanguageCookie } from './i18n/language-choice';
export { ROUTES, href, EXTERNAL_LINKS, SITE_ORIGIN, isOffsiteLink, type RouteName, type RouteParams } from './routes/paths';
export {
  isValidTitleId,
  isValidMagazineId,
  isValidEpisodeId,
  isLatestType,
  isValidLatestIndex,
  padId,
  LATEST_TYPES,
  type LatestType,
} from './routes/ids';
export { SITE_MOUNT, withoutSiteMount } from './routes/site-mount';
export * from './time/time';
export { formatNumber, type NumberFormatOptions } from './format/number';
export * from './federation/index';
export * from './query/index';
export { useDocumentTitle } from './page/use-document-title';
export { BREAKPOINTS, minWidthQuery, type Breakpoint } from './ui/breakpoints';
export { Dialog, type DialogProps } from './ui/Dialog';
export type { DialogMode } from './ui/use-dialog-behaviour';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './ui/Button';
export { TextField, type TextFieldProps } from './ui/TextField';
export { TextArea, type TextAreaProps } from './ui/TextArea';
export { Checkbox, type CheckboxProps } from './ui/Checkbox';
export { Select, type SelectProps, type SelectOption } from './ui/Select';
export { Tabs, type TabsProps, type TabItem } from './ui/Tabs';
export { Pagination, type PaginationProps } from './ui/Pagination';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { ErrorState, type ErrorStateProps } from './ui/ErrorState';
export { LoadingIndicator, type LoadingIndicatorProps } from './ui/LoadingIndicator';
export { LOADING_THROTTLE_MS, LOADING_DURATION_MS } from './ui/loading-timing';
export { LazyImage, IMAGE_ATTEMPTS, type LazyImageProps } from './ui/LazyImage';
export { PRELOAD_FACTOR, LAZY_THROTTLE_MS } from './ui/use-near-viewport';
export { IMAGE_CACHE_SIZE } from './ui/image-cache';
export { Cover, type CoverProps } from './ui/Cover';
export { Badge, type BadgeProps, type BadgeState } from './ui/Badge';
export { VisuallyHidden, type VisuallyHiddenProps } from './ui/VisuallyHidden';
export { PageFrame, PageHeading, type PageFrameProps, type PageHeadingProps, type PageWidth } from './ui/PageFrame';
export { LoginPrompt, type LoginPromptProps } from './ui/LoginPrompt';
export { ExternalLink, type ExternalLinkProps } from './ui/ExternalLink';
export { ArticleBody, type ArticleBodyProps } from './ui/ArticleBody';
export { AdBanner, type AdBannerProps } from './ui/AdBanner';
export { AfterFirstScreen, type AfterFirstScreenProps } from './ui/AfterFirstScreen';
export { PERSONAL_PART } from './ui/personal-part';
export { HydrateWhenNear, openDeferredParts, type HydrateWhenNearProps } from './ui/HydrateWhenNear';
export { RenderWhenNear, type RenderWhenNearProps } from './ui/RenderWhenNear';
export { useUiTranslation } from './ui/use-ui-translation';
// The form layer is the subpath @ciao/shared/forms (see forms/index.ts), kept off the first load.
export { mountStandalone } from './standalone/mount-standalone';
// Field telemetry: the beacon's types for the host's collector. Types only: the zod schemas stay
// off the page (the API parses each beacon; its own import is @ciao/shared/contracts).
export type {
  FieldBeacon,
  FieldFailureCounts,
  FieldLoadFailureKind,
  FieldRemoteView,
  FieldView,
  FieldVital,
} from './contracts/field-beacon';
