import { FIELD_BEACON_PATH } from '@ciao/shared/contracts';
import type { RuntimeConfig } from './host-page';

/** FIELD_SAMPLE_RATE: the share (0..1) of page sessions that send field telemetry; default every one. */
function fieldSampleRate(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  const rate = Number(text);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`FIELD_SAMPLE_RATE must be a number from 0 to 1, got ${text}`);
  return rate;
}

/** The page's runtime config as the environment sets it: the same for `npm start` and a web node. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const isProd = env.NODE_ENV === 'production';
  return {
    isProd,
    cookieEnvPrefix: isProd ? '' : 'local_',
    localeTimeOffsetFromUtc: 9,
    // Public like the rest of the runtime config; unset (the default), nothing external loads.
    ...(env.GTM_CONTAINER_ID ? { gtmContainerId: env.GTM_CONTAINER_ID } : {}),
    fieldTelemetry: { url: `/api${FIELD_BEACON_PATH}`, sampleRate: fieldSampleRate(env.FIELD_SAMPLE_RATE) },
    // Where the site is public (canonical links, og:url, og:image, the sitemap's addresses).
    ...(env.PUBLIC_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN } : {}),
  };
}
