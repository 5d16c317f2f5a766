import { webMagazinePageText } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { readableIssue } from '../../queries/catalogue/magazine-reading';
import { magazinePageTexts } from '../../queries/page-texts';

/** The texts of the pages /magazine/viewer would show this reader (queries/catalogue/magazine-reading.ts), no more. */
export const webMagazinePageTextRoute = defineRoute(webMagazinePageText, async ({ params, api, reader }) => {
  const { magazine, preview, pageNos } = await readableIssue(api, reader, params.magazine_id, params.view_type, api.clock());
  return {
    magazine_id: magazine.magazine_id,
    view_type: preview ? (2 as const) : (1 as const),
    page_text_list: await magazinePageTexts(api.db, magazine.magazine_id, pageNos),
  };
});
