import { isKnownResponseCode, RESPONSE_CODES, type Endpoint } from '@ciao/shared/contracts';
import { type Api, loginDemoReader, startApi, toWire } from './support/api-harness';
import { ALL_ENDPOINTS } from './support/contract-endpoints';
import { baselineOf, HOSTILE_VALUES, paramsOf } from './support/hostile-params';

/*
 * Hostile input for every endpoint the shared contracts export (new ones are picked up unasked).
 * Order of checks on the server, and so of the codes expected: rate limit, maintenance, signature
 * (bad: 1001), session and auth (`auth: 'required'` without a reader: 2011, before params are
 * read), params (1001). So each hostile value is sent as the logged-in demo reader, where a value
 * the contract refuses must answer 1001 and write nothing; one visitor call per required-auth
 * endpoint shows 2011 comes first. A value the contract accepts (a script fragment is a fine
 * search keyword) goes to the handler as a visitor: any docs/product-rules.md §8 code but 1099, never HTTP 500.
 */
jest.setTimeout(120_000);

let api: Api;
let session: string;
let tables: string[];

beforeAll(async () => {
  // Thousands of calls from one address: the limiter has its own tests.
  api = await startApi({ rateLimiter: false });
  session = await loginDemoReader(api);
  const rows = await api.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  tables = rows.map((row) => row.table_name);
});
afterAll(async () => {
  await api?.close();
});

/** Row count of every table: equal before and after = nothing written. */
async function rowCounts(): Promise<Record<string, number>> {
  const sql = tables.map((table) => `select '${table}' as name, count(*)::int as count from "${table}"`).join(' union all ');
  const rows = await api.db.query<{ name: string; count: number }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

interface Case {
  label: string;
  wire: Record<string, string>;
}

function hostileCases(endpoint: Endpoint): Case[] {
  const params = paramsOf(endpoint);
  const baseline = baselineOf(params);
  const cases: Case[] = [];
  for (const param of [
    ...params,
    { name: 'version', required: false, valid: '6.0.0' },
    { name: 'platform', required: false, valid: '3' },
  ]) {
    if (param.required) {
      const { [param.name]: _left, ...rest } = toWire(baseline);
      cases.push({ label: `${param.name} missing`, wire: rest });
    }
    for (const [label, value] of HOSTILE_VALUES)
      cases.push({ label: `${param.name}: ${label}`, wire: { ...toWire(baseline), [param.name]: value } });
  }
  // A param no contract knows is not refused by it (zod strips it), but must still not hurt.
  cases.push({ label: 'unknown param', wire: { ...toWire(baseline), 'x[$ne]': '1' } });
  return cases;
}

test('the contracts export the endpoints this test walks', () => {
  expect(ALL_ENDPOINTS.length).toBeGreaterThanOrEqual(12);
});

describe.each(ALL_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_name, endpoint) => {
  test('a bad or missing signature answers 1001', async () => {
    const wire = toWire(baselineOf(paramsOf(endpoint)));
    for (const signature of ['f'.repeat(128), 'not-hex', null]) {
      const result = await api.callRaw(endpoint.method, endpoint.path, wire, { signature, session });
      expect([signature, result.status, result.body.response_code]).toEqual([signature, 400, RESPONSE_CODES.PARAMETER_INVALID]);
    }
  });

  test('hostile params: refused ones answer 1001 (2011 first for a visitor on a required-auth call) and write nothing; accepted ones never fail the server', async () => {
    const cases = hostileCases(endpoint);
    const refused = cases.filter((item) => !endpoint.params.safeParse(item.wire).success);
    const accepted = cases.filter((item) => endpoint.params.safeParse(item.wire).success);

    const before = await rowCounts();
    for (const item of refused) {
      const result = await api.callRaw(endpoint.method, endpoint.path, item.wire, { session });
      expect([item.label, result.status, result.body.response_code]).toEqual([item.label, 400, RESPONSE_CODES.PARAMETER_INVALID]);
    }
    if (endpoint.auth === 'required' && refused[0]) {
      const visitor = await api.callRaw(endpoint.method, endpoint.path, refused[0].wire);
      expect([refused[0].label, visitor.body.response_code]).toEqual([refused[0].label, RESPONSE_CODES.NOT_LOGGED_IN]);
    }
    expect(await rowCounts()).toEqual(before);

    for (const item of accepted) {
      const result = await api.callRaw(endpoint.method, endpoint.path, item.wire);
      const { response_code: code } = result.body;
      expect([item.label, result.status < 500, isKnownResponseCode(code), code === RESPONSE_CODES.SERVER_ERROR]).toEqual([
        item.label,
        true,
        true,
        false,
      ]);
    }
    // Whatever an accepted value did, the SQL fragments reached no table.
    expect((await rowCounts()).titles).toBe(before.titles);
  });
});
