import { z } from 'zod';
import { loginBonusSchema } from '../contracts/endpoints/loginbonus';
import { lazySchema } from '../contracts/lazy-schema';

/** docs/product-rules.md §3's viewer tracking payload, named as §3 names it (the tag manager's variables read these keys). */
export const viewerTrackingSchema = lazySchema(() =>
  z.object({
    /** The title's genre names, comma-separated. */
    genre: z.string(),
    /** What describes the title beside its name: its author line (`author_text`) for an episode. */
    titledescriptor: z.string(),
    title: z.string(),
    episode: z.string(),
  }),
);
export type ViewerTracking = z.infer<typeof viewerTrackingSchema>;

/** docs/product-rules.md §3's ad tracking payload, from the /advertisement/view or /click answer, and which of the two it was. */
export const adTrackingSchema = lazySchema(() =>
  z.object({
    action: z.enum(['view', 'click']),
    advertisementId: z.number().int(),
    advertisementUrl: z.string(),
    titleId: z.number().int().nullable(),
    titleName: z.string().nullable(),
    episodeId: z.number().int().nullable(),
    episodeName: z.string().nullable(),
  }),
);
export type AdTracking = z.infer<typeof adTrackingSchema>;

/**
 * Every event that crosses a remote boundary, with the schema of its payload.
 * Remotes never import each other; this map is the whole vocabulary they share.
 * Every event here has a sender and a listener in product code (ops/test/bus-wiring.test.ts
 * fails otherwise): a screen issue adds its event together with both ends.
 */
export const busEventSchemas = lazySchema(
  () =>
    ({
      'auth:open-login': z.object({ redirect: z.string().optional() }),
      'auth:logged-in': z.object({ accountId: z.number().int().positive() }),
      'auth:logged-out': z.object({ reason: z.enum(['user', 'token-error', 'state-mismatch']) }),
      /** Asks the host's modal host for commerce's purchase dialog for one episode. */
      'commerce:open-purchase': z.object({ titleId: z.number().int().nonnegative(), episodeId: z.number().int().nonnegative() }),
      /** An episode was bought or rented (the wallet queries are already refreshed): whoever asked opens it. */
      'purchase:completed': z.object({ titleId: z.number().int().nonnegative(), episodeId: z.number().int().nonnegative() }),
      /** Today's login bonuses were received (the host's navigation check): the modal host shows them. */
      'account:open-login-bonus': z.object({ bonuses: z.array(loginBonusSchema).min(1) }),
      /** Something was opened in a viewer (docs/product-rules.md §3 viewer payload): the host hands it to the tag manager. */
      'tracking:viewer': viewerTrackingSchema,
      /** An ad was shown or pressed (docs/product-rules.md §3 ad payload, from the API's answer): the host hands it to the tag manager. */
      'tracking:ad': adTrackingSchema,
    }) as const,
);

export type BusEventMap = { [K in keyof typeof busEventSchemas]: z.infer<(typeof busEventSchemas)[K]> };
export type BusEventName = keyof BusEventMap;
