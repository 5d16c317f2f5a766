import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle';
import type { GiftCodeThrottle } from '../handlers/wallet/gift-code-throttle';
import type { Reader } from '../auth/sessions';
import type { Database } from '../db/database';
import type { PngCache } from '../images/png-cache';
import type { DrawingPool } from '../images/drawing-pool';
import type { ShortCache } from '../cache/short-cache';
import type { RateLimitVerdict } from '../operation/rate-limit';

export interface SessionCookieSettings {
  name: string;
  secure: boolean;
}

/** What every handler may use, fixed when the plugin is registered. */
export interface ApiContext {
  db: Database;
  clock: () => Date;
  isMaintenance: () => boolean | Promise<boolean>;
  /** Counts one call of this client: its rate-limit verdict (not allowed: answer 1103), null when unlimited. */
  allowCall: (client: string, log: FastifyBaseLogger) => Promise<RateLimitVerdict | null>;
  /** The same for one image of this client (`/image/*`), against the image limit (IMAGE_RATE_LIMIT_*). */
  allowImage: (client: string, log: FastifyBaseLogger) => Promise<RateLimitVerdict | null>;
  /** Where the API is reachable from the browser (URLs in answers start with it), e.g. '/api'. */
  publicPrefix: string;
  /** Development only: the local mail outbox page (browser path), told to the sign-up form; null in production. */
  devOutboxUrl: string | null;
  imageSigningKey: string;
  cookie: SessionCookieSettings;
  images: PngCache;
  /** Draws images on worker threads (the PNG cache keeps what they drew). */
  drawings: DrawingPool;
  /** The client's address: the socket peer, or x-ciao-client-ip from a trusted proxy. */
  clientIp: (request: FastifyRequest) => string;
  /** Is the reader, as a trusted proxy places them, in a region the operator refuses (DENIED_REGIONS)? */
  isRegionDenied: (request: FastifyRequest) => boolean;
  /** Wrong passwords per login name, with a growing lock (1103 while locked). */
  loginThrottle: LoginThrottle;
  /** Wrong gift codes per account and per address, with the same growing lock. */
  giftCodeThrottle: GiftCodeThrottle;
  /** Answers that are the same for every visitor, kept a few seconds (shared through Redis with REDIS_URL). */
  shortCache: ShortCache;
}

/** One call, after its params passed the contract. */
export interface HandlerContext<P> {
  params: P;
  /** The signed-in reader, or null for a visitor. */
  reader: Reader | null;
  /** The reader, or a 2011 failure: for handlers of `auth: 'required'` endpoints. */
  requireReader(): Reader;
  api: ApiContext;
  clientIp: string;
  isCrawler: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}
