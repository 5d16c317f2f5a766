import { MAGAZINE_PREVIEW_PAGES } from '@ciao/shared/contracts';
import type { Reader } from '../../auth/sessions';
import type { ApiContext } from '../../http/api-context';
import { notLoggedIn, parameterInvalid } from '../../http/api-failure';
import { magazineNotFound } from '../../http/not-found';
import { type MagazineRow, releasedMagazine } from './magazines';
import { hasValidSubscription } from './subscription';

export interface ReadableIssue {
  magazine: MagazineRow;
  preview: boolean;
  /** The pages this reading may show, in order: all of them, or the preview's first ones. */
  pageNos: number[];
}

/**
 * The pages of an issue this reader may read, the one home of the magazine entitlement rule
 * (the viewer and the pages' texts both ask here). Whole issue: free issues for anyone,
 * others for a subscription valid now (visitor 2011, reader without one 1001, like the
 * episode viewer). The preview (view_type 2): the first pages, for anyone. Unknown or
 * unreleased issue: 3000.
 */
export async function readableIssue(
  api: ApiContext,
  reader: Reader | null,
  magazineId: number,
  viewType: number,
  now: Date,
): Promise<ReadableIssue> {
  const magazine = await releasedMagazine(api.db, magazineId, now);
  if (!magazine) throw magazineNotFound();
  const preview = viewType === 2;
  if (!preview && !magazine.is_free) {
    if (!reader) throw notLoggedIn();
    if (!(await hasValidSubscription(api.db, reader.account_id, now))) throw parameterInvalid('no valid subscription for this issue');
  }
  const pages = await api.db.query<{ page_no: number }>(
    'select page_no from magazine_pages where magazine_id = $1 and ($2 = false or page_no <= $3) order by page_no',
    [magazine.magazine_id, preview, MAGAZINE_PREVIEW_PAGES],
  );
  return { magazine, preview, pageNos: pages.map((page) => page.page_no) };
}
