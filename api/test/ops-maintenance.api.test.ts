import { webStatus, webTop } from '@ciao/shared/contracts';
import { maintenanceForcedByEnv, maintenanceSwitch, readMaintenance, setMaintenance } from '../src/operation/maintenance';
import { type Api, startApi } from './support/api-harness';
import { ROUTE_TABLE } from '../src/route-table';

let api: Api;
let maintenance = false;
beforeAll(async () => {
  api = await startApi({ isMaintenance: () => maintenance });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  maintenance = false;
});

test('in maintenance every call answers 1098 (HTTP 503) unless its endpoint opts out, before any param check', async () => {
  maintenance = true;
  expect(ROUTE_TABLE.length).toBeGreaterThan(10);
  for (const { endpoint } of ROUTE_TABLE) {
    // No params and no signature: maintenance is answered first, so clients learn it even from a stale build.
    const result = await api.callRaw(endpoint.method, endpoint.path, {}, { signature: null });
    if (endpoint.maintenanceOptOut) expect([endpoint.path, result.body.response_code]).not.toEqual([endpoint.path, 1098]);
    else expect([endpoint.path, result.status, result.body.response_code]).toEqual([endpoint.path, 503, 1098]);
  }
});

test('in maintenance images answer 1098 too (they go through the same gates), and are drawn again after it', async () => {
  const cover = () => fetch(`${api.app.listeningOrigin}/api/image/cover/101.png`);
  maintenance = true;
  const during = await cover();
  expect([during.status, ((await during.json()) as { response_code: number }).response_code]).toEqual([503, 1098]);
  maintenance = false;
  expect((await cover()).headers.get('content-type')).toBe('image/png');
});

test('the status check opts out and reports maintenance', async () => {
  maintenance = true;
  const status = await api.call(webStatus, {});
  expect(status.body).toMatchObject({ response_code: 0, data: { maintenance: true } });
  maintenance = false;
  expect((await api.call(webTop, {})).body.response_code).toBe(0);
});

describe('the database flag', () => {
  afterEach(async () => {
    await setMaintenance(api.db, false);
  });

  test('is off until set, and set for every reader of the database', async () => {
    expect(await readMaintenance(api.db)).toBe(false);
    await setMaintenance(api.db, true);
    expect(await readMaintenance(api.db)).toBe(true);
    await setMaintenance(api.db, false);
    expect(await readMaintenance(api.db)).toBe(false);
  });

  test('a switch trusts one read for its cache time, then sees the change', async () => {
    let now = 1_000_000;
    const isMaintenance = maintenanceSwitch(api.db, { cacheMs: 2000, now: () => now });
    expect(await isMaintenance()).toBe(false);
    await setMaintenance(api.db, true);
    now += 1999;
    expect(await isMaintenance()).toBe(false);
    now += 2;
    expect(await isMaintenance()).toBe(true);
  });

  test('env MAINTENANCE=1 forces it on whatever the row says', async () => {
    expect(maintenanceForcedByEnv({ MAINTENANCE: '1' })).toBe(true);
    expect(maintenanceForcedByEnv({ MAINTENANCE: '0' })).toBe(false);
    expect(maintenanceForcedByEnv({})).toBe(false);
    expect(await maintenanceSwitch(api.db, { forced: true })()).toBe(true);
  });

  // Starts a second API and waits out the 2 s cache: 5 s of budget is too tight on a busy 2-core machine.
  test('the default switch of the plugin follows the row (2 s cache)', async () => {
    const plain = await startApi();
    try {
      expect((await plain.call(webTop, {})).body.response_code).toBe(0);
      await setMaintenance(plain.db, true);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const during = await plain.call(webTop, {});
      expect([during.status, during.body.response_code]).toEqual([503, 1098]);
      expect((await plain.call(webStatus, {})).body).toMatchObject({ response_code: 0, data: { maintenance: true } });
    } finally {
      await plain.close();
    }
  }, 30_000);
});
