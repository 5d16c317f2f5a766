import { z } from 'zod';
import { loginBonusSchema } from '../contracts/endpoints/loginbonus';

/**
 * Every event that crosses a remote boundary, with the schema of its payload.
 * Remotes never import each other; this map is the whole vocabulary they share.
 * Every event here has a sender and a listener in product code (ops/test/bus-wiring.test.ts
 * fails otherwise): a screen issue adds its event together with both ends.
 */
export const busEventSchemas = {
  'auth:open-login': z.object({ redirect: z.string().optional() }),
  'auth:logged-in': z.object({ accountId: z.number().int().positive() }),
  'auth:logged-out': z.object({ reason: z.enum(['user', 'token-error', 'state-mismatch']) }),
  /** Asks the host's modal host for commerce's purchase dialog for one episode. */
  'commerce:open-purchase': z.object({ titleId: z.number().int().nonnegative(), episodeId: z.number().int().nonnegative() }),
  /** An episode was bought or rented (the wallet queries are already refreshed): whoever asked opens it. */
  'purchase:completed': z.object({ titleId: z.number().int().nonnegative(), episodeId: z.number().int().nonnegative() }),
  /** Today's login bonuses were received (the host's navigation check): the modal host shows them. */
  'account:open-login-bonus': z.object({ bonuses: z.array(loginBonusSchema).min(1) }),
} as const;

export type BusEventMap = { [K in keyof typeof busEventSchemas]: z.infer<(typeof busEventSchemas)[K]> };
export type BusEventName = keyof BusEventMap;
