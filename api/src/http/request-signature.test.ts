import { signParams } from '@ciao/shared/contracts';
import { hasValidSignature, serverSignature } from './request-signature';

const SAMPLES: Array<Record<string, string>> = [
  {},
  { version: '6.0.0', platform: '3' },
  { version: '6.0.0', platform: '3', keyword: 'まんが 星', episode_id_list: '10101,10102', empty: '' },
  { 'z-last': '1', a: 'ä€😀', m: 'x'.repeat(5000) },
];

test.each(SAMPLES)('the server signature equals the client signature of @ciao/shared (%#)', async (params) => {
  expect(serverSignature(params)).toBe(await signParams(params));
});

test('a request signed by the client passes; a changed value or a malformed header fails', async () => {
  const params = { version: '6.0.0', platform: '3', title_id: '101' };
  const signature = await signParams(params);
  expect(await hasValidSignature(params, signature)).toBe(true);
  expect(await hasValidSignature({ ...params, title_id: '102' }, signature)).toBe(false);
  expect(await hasValidSignature(params, signature.slice(1))).toBe(false);
  expect(await hasValidSignature(params, undefined)).toBe(false);
});
