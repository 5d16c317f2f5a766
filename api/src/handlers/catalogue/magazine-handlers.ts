import { MAGAZINE_PREVIEW_PAGES, magazineDetail, magazineFirst, magazineViewer } from '@ciao/shared/contracts';
import type { Reader } from '../../auth/sessions';
import type { Queryable } from '../../db/database';
import { notLoggedIn, parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { SCRAMBLE_VERSION } from '../../images/scramble-raster';
import { signImageUrl } from '../../images/signed-image-url';
import { neighbourMagazines, releasedMagazine, releasedMagazines, toMagazines } from '../../queries/catalogue/magazines';
import { hasValidSubscription } from '../../queries/catalogue/subscription';
import { magazineNotFound } from './not-found';

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

/**
 * Whole issue: free issues for anyone, others for a subscription valid now (visitor 2011,
 * reader without one 1001, like the episode viewer). The preview: first pages, for anyone.
 */
export const magazineViewerRoute = defineRoute(magazineViewer, async ({ params, api, reader }) => {
  const now = api.clock();
  const row = await releasedMagazine(api.db, params.magazine_id, now);
  if (!row) throw magazineNotFound();
  const preview = params.view_type === 2;
  if (!preview && !row.is_free) {
    if (!reader) throw notLoggedIn();
    if (!(await hasValidSubscription(api.db, reader.account_id, now))) throw parameterInvalid('no valid subscription for this issue');
  }
  const pages = await api.db.query<{ page_no: number }>(
    'select page_no from magazine_pages where magazine_id = $1 and ($2 = false or page_no <= $3) order by page_no',
    [row.magazine_id, preview, MAGAZINE_PREVIEW_PAGES],
  );
  return {
    magazine_id: row.magazine_id,
    magazine_name: row.magazine_name,
    view_type: preview ? (2 as const) : (1 as const),
    page_list: pages.map((page) =>
      signImageUrl(api.imageSigningKey, api.publicPrefix, `magazine/${row.magazine_id}/${page.page_no}`, now, reader?.token_hash),
    ),
    scramble_seed: row.scramble_seed,
    scramble_ver: SCRAMBLE_VERSION,
  };
});
