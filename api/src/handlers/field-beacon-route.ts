import { RESPONSE_CODES } from '@ciao/shared/contracts';
import { FIELD_BEACON_MAX_BYTES, FIELD_BEACON_PATH, fieldBeaconSchema } from '@ciao/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { sendFailure } from '../http/envelope';
import { rateLimitGate } from '../operation/call-gate';
import type { RateLimiter, RateLimitSettings } from '../operation/rate-limit';
import { pruneFieldHealth, recordFieldBeacon } from '../queries/field-health/record-field-views';

export interface FieldTelemetrySettings {
  /** Beacons one client may send per minute (FIELD_BEACON_RATE_MAX); beyond it 1103, nothing stored. */
  beaconLimiter: RateLimiter | null;
  /** How long minutes are kept (FIELD_HEALTH_RETENTION_HOURS). */
  retentionHours: number;
}

/** A page sends a beacon when it is hidden or has gathered 10 views: a few a minute at most. */
export const DEFAULT_FIELD_BEACON_RATE = { max: 30, windowMs: 60_000 };
/** A week: long enough to compare a release with the one before it, short enough to stay small. */
export const DEFAULT_FIELD_HEALTH_RETENTION_HOURS = 168;
function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${text}`);
  return value;
}

/** FIELD_BEACON_RATE_MAX (beacons per client per minute) and FIELD_HEALTH_RETENTION_HOURS, else the defaults. */
export function fieldTelemetrySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  beaconRate: RateLimitSettings;
  retentionHours: number;
} {
  return {
    beaconRate: {
      max: Math.floor(positiveSetting(env, 'FIELD_BEACON_RATE_MAX', DEFAULT_FIELD_BEACON_RATE.max)),
      windowMs: DEFAULT_FIELD_BEACON_RATE.windowMs,
    },
    retentionHours: positiveSetting(env, 'FIELD_HEALTH_RETENTION_HOURS', DEFAULT_FIELD_HEALTH_RETENTION_HOURS),
  };
}

/** Old minutes are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * POST /field/beacon: the host's batched field reports (navigator.sendBeacon, so unsigned and
 * without the API's envelope on the way in: a beacon cannot set headers). The body is read up to
 * FIELD_BEACON_MAX_BYTES (beyond: 400), parsed with the strict zod contract (anything else: 400),
 * and counted against the client's beacon limit (429) before a row is written. 204 on success.
 * The client's address decides the limit only; it is never stored.
 */
export function registerFieldBeaconRoute(app: FastifyInstance, api: ApiContext, settings: FieldTelemetrySettings): void {
  const allowBeacon = rateLimitGate(settings.beaconLimiter);
  let lastPrune = 0;
  app.post(FIELD_BEACON_PATH, { bodyLimit: FIELD_BEACON_MAX_BYTES }, async (request, reply) => {
    const verdict = await allowBeacon(api.clientIp(request), request.log);
    if (verdict && !verdict.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.resetMs / 1000))));
      return sendFailure(reply, RESPONSE_CODES.TOO_MANY_REQUESTS, 'too many beacons');
    }
    const beacon = fieldBeaconSchema.safeParse(parseBody(request.body));
    if (!beacon.success) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'invalid beacon', 400);
    const now = api.clock();
    await recordFieldBeacon(api.db, beacon.data, now);
    if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await pruneFieldHealth(api.db, new Date(now.getTime() - settings.retentionHours * 3_600_000));
    }
    return reply.status(204).header('cache-control', 'no-store').send();
  });
}
