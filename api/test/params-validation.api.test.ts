import { episodeList, signParams, tagList, titleList, webStatus, webTop } from '@ciao/shared/contracts';
import { apiForThisFile, toWire } from './support/api-harness';

const api = apiForThisFile();

test('a call without the x-bambi-hash header answers 1001', async () => {
  const result = await api.call(webTop, {}, { signature: null });
  expect(result.status).toBe(400);
  expect(result.body.response_code).toBe(1001);
});

test('a wrong signature answers 1001', async () => {
  const result = await api.call(webTop, {}, { signature: 'f'.repeat(128) });
  expect(result.body.response_code).toBe(1001);
});

test('a signature that does not cover every param (one added after signing) answers 1001', async () => {
  const result = await api.call(titleList, { title_id_list: '101' }, { unsigned: { title_id_list_extra: '1' } });
  expect(result.body.response_code).toBe(1001);
});

test('the signature covers version and platform too', async () => {
  const wire = toWire({});
  const withoutVersion = await signParams({ platform: wire.platform ?? '' });
  const result = await api.callRaw('GET', webStatus.path, wire, { signature: withoutVersion });
  expect(result.body.response_code).toBe(1001);
});

test('a POST signs its form body', async () => {
  const ok = await api.call(episodeList, { episode_id_list: '10101' });
  expect(ok.body.response_code).toBe(0);
  const signedOther = await signParams(toWire({ episode_id_list: '10102' }));
  const tampered = await api.call(episodeList, { episode_id_list: '10101' }, { signature: signedOther });
  expect(tampered.body.response_code).toBe(1001);
});

test('a missing required param answers 1001', async () => {
  const result = await api.callRaw('GET', titleList.path, toWire({}));
  expect(result.status).toBe(400);
  expect(result.body).toEqual({ response_code: 1001, message: expect.stringContaining('title_id_list') });
});

const hostile: Array<[string, Record<string, string>, string]> = [
  ['SQL in an id list', { title_id_list: '1;DROP TABLE titles' }, titleList.path],
  ['quotes in an id list', { title_id_list: "1' or '1'='1" }, titleList.path],
  ['a script fragment', { title_id_list: '<script>alert(1)</script>' }, titleList.path],
  ['a huge number', { title_id_list: '99999999999999999999' }, titleList.path],
  ['an id beyond int4', { title_id: '2147483648' }, tagList.path],
  ['a negative id', { title_id: '-1' }, tagList.path],
  ['a float', { title_id: '1.5' }, tagList.path],
  ['an empty id', { title_id: '' }, tagList.path],
  ['too many ids', { title_id_list: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, titleList.path],
  ['an oversized param', { title_id_list: `${'1,'.repeat(700)}1` }, titleList.path],
  ['an unknown platform', { platform: '9', title_id: '101' }, tagList.path],
];

test.each(hostile)('%s answers 1001, never a server error', async (_name, params, path) => {
  const result = await api.callRaw('GET', path, toWire(params));
  expect(result.status).toBe(400);
  expect(result.body.response_code).toBe(1001);
});

test('the database is intact after the hostile calls', async () => {
  const [row] = await api.db.query<{ count: number }>('select count(*)::int as count from titles');
  expect(row?.count).toBeGreaterThanOrEqual(40);
});

test('a repeated param key answers 1001', async () => {
  const wire = toWire({ title_id: '101' });
  const response = await fetch(`${api.app.listeningOrigin}/api${tagList.path}?${new URLSearchParams(wire)}&title_id=102`, {
    headers: { 'x-bambi-hash': await signParams(wire) },
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ response_code: 1001 });
});

test('an oversized POST body answers 1001', async () => {
  const wire = toWire({ episode_id_list: '1'.repeat(20_000) });
  const result = await api.callRaw('POST', episodeList.path, wire);
  expect(result.status).toBe(400);
  expect(result.body.response_code).toBe(1001);
});

test('a JSON body instead of a form answers 1001', async () => {
  const response = await fetch(`${api.app.listeningOrigin}/api${episodeList.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bambi-hash': 'a'.repeat(128) },
    body: JSON.stringify({ episode_id_list: [1, 2] }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ response_code: 1001 });
});

test('an unknown API path answers 404 with an envelope', async () => {
  const response = await fetch(`${api.app.listeningOrigin}/api/no/such/call`);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ response_code: 1001 });
});
