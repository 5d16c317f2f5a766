import { z } from 'zod';

/**
 * Every event that crosses a remote boundary, with the schema of its payload.
 * Remotes never import each other; this map is the whole vocabulary they share.
 */
export const busEventSchemas = {
  'auth:open-login': z.object({ redirect: z.string().optional() }),
  'auth:open-signup': z.object({}),
  'auth:logged-in': z.object({ accountId: z.number().int().positive() }),
  'auth:logged-out': z.object({ reason: z.enum(['user', 'token-error', 'state-mismatch']) }),
  'wallet:changed': z.object({ paidPoint: z.number(), freePoint: z.number(), coin: z.number() }),
  'modal:open': z.object({ name: z.enum(['login', 'mypage-popup', 'search']) }),
  'modal:close': z.object({ name: z.enum(['login', 'mypage-popup', 'search']) }),
  'viewer:episode-finished': z.object({ titleId: z.number(), episodeId: z.number() }),
  'purchase:completed': z.object({ episodeId: z.number() }),
  'navigate': z.object({ to: z.string(), replace: z.boolean().optional() }),
} as const;

export type BusEventMap = { [K in keyof typeof busEventSchemas]: z.infer<(typeof busEventSchemas)[K]> };
export type BusEventName = keyof BusEventMap;
