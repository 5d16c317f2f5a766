import { webEpisodePageText, webEpisodeViewer } from '@ciao/shared/contracts';
import { type Api, loginDemoReader, startApi } from './support/api-harness';

let api: Api;
let session: string;
beforeAll(async () => {
  api = await startApi();
  session = await loginDemoReader(api);
});
afterAll(async () => {
  await api.close();
});

test('a free episode has one text per page, in page order, with lines in ruby segments, the same on every call', async () => {
  const result = await api.call(webEpisodePageText, { episode_id: 10101 });
  expect(result.body.response_code).toBe(0);
  const data = webEpisodePageText.response.parse(result.body.data);
  const viewer = webEpisodeViewer.response.parse((await api.call(webEpisodeViewer, { episode_id: 10101 })).body.data);
  expect(data.episode_id).toBe(10101);
  expect(data.page_text_list.map((text) => text.page)).toEqual(viewer.page_list.map((_, index) => index + 1));
  expect(new Set(data.page_text_list.map((text) => text.description)).size).toBe(viewer.page_list.length);
  for (const text of data.page_text_list) {
    expect(text.description).toMatch(/コマのページ。/);
    expect(text.line_list.length).toBeGreaterThanOrEqual(1);
    expect(text.line_list.length).toBeLessThanOrEqual(3);
  }
  const segments = data.page_text_list.flatMap((text) => text.line_list.flatMap((line) => line.segments));
  expect(segments.some((segment) => segment.ruby !== undefined)).toBe(true);
  const again = webEpisodePageText.response.parse((await api.call(webEpisodePageText, { episode_id: 10101 })).body.data);
  expect(again).toEqual(data);
  const other = webEpisodePageText.response.parse((await api.call(webEpisodePageText, { episode_id: 10102 })).body.data);
  expect(other.page_text_list[0]?.description).not.toBe(data.page_text_list[0]?.description);
});

test("a locked episode's texts are refused like its pages: 2011 to a visitor, 1001 to a reader who has not bought it", async () => {
  const visitor = await api.call(webEpisodePageText, { episode_id: 10107 });
  expect([visitor.status, visitor.body.response_code]).toEqual([401, 2011]);
  const reader = await api.call(webEpisodePageText, { episode_id: 10107 }, { session });
  expect([reader.status, reader.body.response_code]).toEqual([400, 1001]);
  expect(reader.body).not.toHaveProperty('data');
});

test('a bought episode is served to its reader; an unknown one answers 3100', async () => {
  const bought = await api.call(webEpisodePageText, { episode_id: 10104 }, { session });
  expect(bought.body.response_code).toBe(0);
  expect(webEpisodePageText.response.parse(bought.body.data).page_text_list.length).toBeGreaterThanOrEqual(6);
  const unknown = await api.call(webEpisodePageText, { episode_id: 424242 });
  expect([unknown.status, unknown.body.response_code]).toEqual([404, 3100]);
});
