// What other workspaces (ops' one-port server, e2e) use from the API.
export { apiPlugin, createApiServer, type ApiPluginOptions, type ApiServerOptions } from './app';
export { openDatabase, migrate, resolveDataDir, DEFAULT_DATA_DIR, type Database, type OpenDatabaseOptions } from './db';
export { seedDatabase, DEMO_READER, type SeedResult } from './seed';
export { prepareDatabase } from './prepare-database';
export { registerAnswerCompression } from './http/answer-compression';
export { imageSigningKey } from './images/signing-key';
export { smtpSettingsFromEnv } from './mail/smtp-delivery';
export { readCookie, sessionCookieSettings } from './auth/session-cookie';
export { configureInternalCalls, internalCallHeaders } from './http/internal-call';
export { clientIpResolver, trustedProxiesFromEnv, trustedProxyList } from './http/client-ip';
// For the ops console (ops/src/server/ops/): its sign-in reuses the readers' hashing and throttle.
export { hashPassword, verifyPassword } from './auth/password';
export { createLoginThrottle, memoryLoginThrottle, type LoginThrottle } from './auth/login-throttle';
export { crossSiteReason } from './http/cross-site-guard';
export { readFieldHealth, type HealthWindow } from './queries/field-health/read-field-health';
export { readSiteMapData, type SiteMapData, type SiteMapEntry } from './queries/site-map';
