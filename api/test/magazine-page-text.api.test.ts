import { magazineViewer, webMagazinePageText } from '@ciao/shared/contracts';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { withoutDemoSubscription } from './support/demo-subscription';

const api = apiForThisFile();
let session: string;
beforeAll(async () => {
  session = await loginDemoReader(api);
});

test('a free issue has one text per page the viewer shows, in page order, with ruby segments, the same on every call', async () => {
  const result = await api.call(webMagazinePageText, { magazine_id: 1 });
  expect(result.body.response_code).toBe(0);
  const data = webMagazinePageText.response.parse(result.body.data);
  const viewer = magazineViewer.response.parse((await api.call(magazineViewer, { magazine_id: 1 })).body.data);
  expect([data.magazine_id, data.view_type]).toEqual([1, 1]);
  expect(data.page_text_list.map((text) => text.page)).toEqual(viewer.page_list.map((_, index) => index + 1));
  expect(new Set(data.page_text_list.map((text) => text.description)).size).toBe(24);
  for (const text of data.page_text_list) {
    expect(text.description).toMatch(/^.+が.+で.+。\d+コマのページ。/);
    expect(text.line_list.length).toBeGreaterThanOrEqual(1);
    expect(text.line_list.length).toBeLessThanOrEqual(3);
  }
  expect(data.page_text_list.flatMap((text) => text.line_list.flatMap((line) => line.segments)).some((s) => s.ruby)).toBe(true);
  const again = webMagazinePageText.response.parse((await api.call(webMagazinePageText, { magazine_id: 1 })).body.data);
  expect(again).toEqual(data);
});

test('the texts tell what the stored page recipe draws: as many panels and speech bubbles', async () => {
  const data = webMagazinePageText.response.parse((await api.call(webMagazinePageText, { magazine_id: 2 })).body.data);
  const recipes = await api.db.query<{ page_no: number; recipe: { panels: Array<{ bubble: unknown }> } }>(
    'select page_no, recipe from magazine_pages where magazine_id = 2 order by page_no',
  );
  expect(recipes).toHaveLength(data.page_text_list.length);
  recipes.forEach(({ page_no, recipe }, index) => {
    const text = data.page_text_list[index];
    const bubbles = recipe.panels.filter((panel) => panel.bubble).length;
    expect(text?.page).toBe(page_no);
    expect(text?.description).toContain(`${recipe.panels.length}コマのページ。`);
    expect(text?.line_list).toHaveLength(Math.min(Math.max(bubbles, 1), 3));
  });
});

test('a paid issue: refused to a visitor (2011) and to a reader without a subscription (1001), served to a subscriber', async () => {
  const visitor = await api.call(webMagazinePageText, { magazine_id: 12 });
  expect([visitor.status, visitor.body.response_code]).toEqual([401, 2011]);
  await withoutDemoSubscription(api, async () => {
    const reader = await api.call(webMagazinePageText, { magazine_id: 12 }, { session });
    expect([reader.status, reader.body.response_code]).toEqual([400, 1001]);
    expect(reader.body).not.toHaveProperty('data');
  });
  const subscriber = webMagazinePageText.response.parse((await api.call(webMagazinePageText, { magazine_id: 12 }, { session })).body.data);
  expect(subscriber.page_text_list).toHaveLength(24);
});

test('the preview answers anyone the texts of its pages only; an unknown or unreleased issue answers 3000', async () => {
  const preview = webMagazinePageText.response.parse((await api.call(webMagazinePageText, { magazine_id: 12, view_type: '2' })).body.data);
  const viewer = magazineViewer.response.parse((await api.call(magazineViewer, { magazine_id: 12, view_type: '2' })).body.data);
  expect(preview.view_type).toBe(2);
  expect(preview.page_text_list.map((text) => text.page)).toEqual(viewer.page_list.map((_, index) => index + 1));
  expect(preview.page_text_list).toHaveLength(4);
  for (const id of [13, 9999]) {
    const unknown = await api.call(webMagazinePageText, { magazine_id: id }, { session });
    expect([unknown.status, unknown.body.response_code]).toEqual([404, 3000]);
  }
});
