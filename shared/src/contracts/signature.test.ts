/** @jest-environment node */
import { createHash } from 'node:crypto';
import { isCrawlerUserAgent, signParams } from './signature';

const hex = (algorithm: 'sha256' | 'sha512', text: string) => createHash(algorithm).update(text, 'utf8').digest('hex');

/** docs/wire-facts.md §1, step by step, written independently of the implementation. */
function expectedSignature(params: Record<string, string>): string {
  const joined = Object.keys(params)
    .sort()
    .map((key) => `${hex('sha256', key)}_${hex('sha512', params[key] ?? '')}`)
    .join(',');
  return hex('sha512', hex('sha256', joined));
}

describe('signParams', () => {
  it('matches the docs/wire-facts.md §1 signature of the web client params', async () => {
    const params = { title_id: '12', version: '6.0.0', platform: '3' };
    await expect(signParams(params)).resolves.toBe(expectedSignature(params));
  });

  it('is lower-case hex sha512 (128 characters)', async () => {
    await expect(signParams({ version: '6.0.0', platform: '3' })).resolves.toMatch(/^[0-9a-f]{128}$/);
  });

  it('does not depend on the order the params were added in', async () => {
    const a = await signParams({ b: '2', a: '1', c: '3' });
    const b = await signParams({ c: '3', a: '1', b: '2' });
    expect(a).toBe(b);
    expect(a).toBe(expectedSignature({ a: '1', b: '2', c: '3' }));
  });

  it('hashes non-ASCII values as UTF-8 and empty values too', async () => {
    const params = { email: 'はなこ@example.jp', password: '', platform: '3' };
    await expect(signParams(params)).resolves.toBe(expectedSignature(params));
  });

  it('changes when any value changes', async () => {
    const base = await signParams({ episode_id: '1', version: '6.0.0' });
    await expect(signParams({ episode_id: '2', version: '6.0.0' })).resolves.not.toBe(base);
  });

  it('signs no params as the hash of an empty join', async () => {
    await expect(signParams({})).resolves.toBe(hex('sha512', hex('sha256', '')));
  });
});

describe('isCrawlerUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Twitterbot/1.0',
    'facebookexternalhit/1.1',
    'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  ])('recognises %s as a crawler', (agent) => {
    expect(isCrawlerUserAgent(agent)).toBe(true);
  });

  it.each(['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1', ''])(
    'treats %p as a person',
    (agent) => {
      expect(isCrawlerUserAgent(agent)).toBe(false);
    },
  );
});
