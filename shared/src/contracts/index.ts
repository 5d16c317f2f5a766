// Public surface of the API contracts: pure zod, safe to import from the server.
export * from './endpoint';
export * from './entities';
export * from './response-codes';
export * from './signature';
export * from './scramble';
export * from './password-rules';
export * from './point-rules';
export { webTop } from './endpoints/web-top';
export { titleList } from './endpoints/title-list';
export { episodeList } from './endpoints/episode-list';
export { webEpisodeViewer } from './endpoints/web-episode-viewer';
export { tagList } from './endpoints/tag-list';
export { genreList } from './endpoints/genre-list';
export { LOGIN_LOCKED_REASON, loginLockedSchema, webUserLogin } from './endpoints/web-user-login';
export { webUserLogout } from './endpoints/web-user-logout';
export { getAccount } from './endpoints/account';
export { getAccountPoint } from './endpoints/account-point';
export { getAccountSubscription, type SubscriptionPlan, subscriptionPlanSchema } from './endpoints/account-subscription';
export { webStatus } from './endpoints/web-status';
// Each group of docs/product-rules.md §7 keeps its own list, so teams add endpoints without touching each other's lines.
export * from './endpoints/groups/catalogue-group';
export * from './endpoints/groups/accounts-group';
export * from './endpoints/groups/wallet-group';
// Field telemetry (issue 23): the host's beacon and the health read back from it.
export * from './field-beacon';
export * from './field-health-report';
