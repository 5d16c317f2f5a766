import { CLIENT_REGION_HEADER, webStatus, webTop } from '@ciao/shared/contracts';
import { deniedRegionsFromEnv } from '../src/http/client-ip';
import { type Api, startApi } from './support/api-harness';

const from = (region: string) => ({ headers: { [CLIENT_REGION_HEADER]: region } });

describe('an operator refuses regions (DENIED_REGIONS) that the edge names in x-ciao-client-region', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ rateLimiter: false, trustedProxies: ['127.0.0.1'], deniedRegions: ['XA', 'xb'] });
  });
  afterAll(async () => {
    await api.close();
  });

  test('every call from a refused region answers 1097 with HTTP 451, the status call included', async () => {
    for (const region of ['XA', 'xa', 'XB']) {
      const top = await api.call(webTop, {}, from(region));
      expect([top.status, top.body.response_code]).toEqual([451, 1097]);
    }
    const status = await api.call(webStatus, {}, from('XA'));
    expect([status.status, status.body.response_code]).toEqual([451, 1097]);
  });

  test('images pass the same gate: a cover for a refused region answers 451, for another region the PNG', async () => {
    const cover = (region: string) => fetch(`${api.app.listeningOrigin}/api/image/cover/101.png`, from(region));
    expect((await cover('XA')).status).toBe(451);
    expect((await cover('JP')).headers.get('content-type')).toBe('image/png');
  });

  test('another region, or no region at all, is served', async () => {
    expect((await api.call(webTop, {}, from('JP'))).body.response_code).toBe(0);
    expect((await api.call(webTop, {})).body.response_code).toBe(0);
  });
});

describe('the region header from anyone but a trusted proxy', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ rateLimiter: false, trustedProxies: [], deniedRegions: ['XA'] });
  });
  afterAll(async () => {
    await api.close();
  });

  test('is ignored: a caller cannot be refused (or admitted) by the region it claims', async () => {
    expect((await api.call(webTop, {}, from('XA'))).body.response_code).toBe(0);
  });
});

test('DENIED_REGIONS lists region codes, upper-cased; unset refuses none', () => {
  expect(deniedRegionsFromEnv({})).toEqual([]);
  expect(deniedRegionsFromEnv({ DENIED_REGIONS: ' cn, RU ,' })).toEqual(['CN', 'RU']);
});
