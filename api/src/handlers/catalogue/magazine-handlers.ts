import { magazineDetail, magazineFirst, magazineViewer } from '@ciao/shared/contracts';
import type { Reader } from '../../auth/sessions';
import type { Queryable } from '../../db/database';
import { defineRoute } from '../../http/define-route';
import { SCRAMBLE_VERSION } from '@ciao/demo-content';
import { signImageUrl } from '../../images/signed-image-url';
import { neighbourMagazines, releasedMagazine, releasedMagazines, toMagazines } from '../../queries/catalogue/magazines';
import { readableIssue } from '../../queries/catalogue/magazine-reading';
import { hasValidSubscription } from '../../queries/catalogue/subscription';
import { magazineNotFound } from '../../http/not-found';

const isSubscriber = async (db: Queryable, reader: Reader | null, now: Date) =>
  reader ? hasValidSubscription(db, reader.account_id, now) : false;

export const magazineDetailRoute = defineRoute(magazineDetail, async ({ params, api, reader }) => {
  const now = api.clock();
  const row = await releasedMagazine(api.db, params.magazine_id, now);
  if (!row) throw magazineNotFound();
  const [magazine] = await toMagazines(api.db, [row], await isSubscriber(api.db, reader, now), api.publicPrefix);
  if (!magazine) throw magazineNotFound();
  const { prev, next } = await neighbourMagazines(api.db, row, now);
  // The preview (view_type 2) is open to everyone, whatever the issue.
  return {
    magazine: params.view_type === 2 ? { ...magazine, is_readable: true } : magazine,
    prev_magazine_id: prev,
    next_magazine_id: next,
  };
});

export const magazineFirstRoute = defineRoute(magazineFirst, async ({ api, reader }) => {
  const now = api.clock();
  const { rows } = await releasedMagazines(api.db, now, 1, 0);
  const [magazine] = await toMagazines(api.db, rows, await isSubscriber(api.db, reader, now), api.publicPrefix);
  if (!magazine) throw magazineNotFound();
  return { magazine };
});

/** The pages of an issue, signed and scrambled like episode pages, under the rule of queries/catalogue/magazine-reading.ts. */
export const magazineViewerRoute = defineRoute(magazineViewer, async ({ params, api, reader }) => {
  const now = api.clock();
  const { magazine, preview, pageNos } = await readableIssue(api, reader, params.magazine_id, params.view_type, now);
  return {
    magazine_id: magazine.magazine_id,
    magazine_name: magazine.magazine_name,
    view_type: preview ? (2 as const) : (1 as const),
    page_list: pageNos.map((pageNo) =>
      signImageUrl(api.imageSigningKey, api.publicPrefix, `magazine/${magazine.magazine_id}/${pageNo}`, now, reader?.token_hash),
    ),
    scramble_seed: magazine.scramble_seed,
    scramble_ver: SCRAMBLE_VERSION,
  };
});
