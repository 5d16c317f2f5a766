import type { RuntimeConfig } from './host-page';

/** The page's runtime config as the environment sets it: the same for `npm start` and a web node. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const isProd = env.NODE_ENV === 'production';
  return {
    isProd,
    cookieEnvPrefix: isProd ? '' : 'local_',
    localeTimeOffsetFromUtc: 9,
    // Public like the rest of the runtime config; unset (the default), nothing external loads.
    ...(env.GTM_CONTAINER_ID ? { gtmContainerId: env.GTM_CONTAINER_ID } : {}),
  };
}
