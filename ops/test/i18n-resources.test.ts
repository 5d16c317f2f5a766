/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Every package's English resources: `<package>/src/i18n/*en.json` and the kit's locales. */
function englishResources(): string[] {
  const folders = ['host', 'mfe-catalog', 'mfe-viewer', 'mfe-account', 'mfe-commerce'].map((name) => path.join(ROOT, name, 'src/i18n'));
  folders.push(path.join(ROOT, 'shared/src/i18n/locales'));
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => /(^|\.)en\.json$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

/** Every string of a resource file with its dotted key. */
function entries(file: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [child, inner] of Object.entries(value)) walk(inner, key ? `${key}.${child}` : child);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')), '');
  return found;
}

/** Nouns English counts with an s ("1 titles" is the mistake this catches). */
const COUNTED = 'titles|episodes|pages|points|coins|tickets|hours|days|minutes|months|issues|entries|characters|letters|items';
/** A number put just before a counted noun (one adjective may sit between): "{{count}} titles", "{{point}} paid points". */
const NUMBER_BEFORE_NOUN = new RegExp(`\\{\\{\\w+\\}\\} (?:\\w+ )?(?:${COUNTED})\\b`);

test('an English text that counts something has a singular and a plural form (key_one and key_other)', () => {
  const missing: string[] = [];
  for (const file of englishResources()) {
    const all = new Map(entries(file));
    for (const [key, text] of all) {
      if (!NUMBER_BEFORE_NOUN.test(text)) continue;
      const base = key.replace(/_(one|other)$/, '');
      if (base === key || !all.has(`${base}_one`) || !all.has(`${base}_other`))
        missing.push(`${path.relative(ROOT, file)}: ${key} = ${text}`);
    }
  }
  expect(missing).toEqual([]);
});

test('English resources hold no Japanese, except the name of the Japanese language in the language switch', () => {
  const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
  const found: string[] = [];
  for (const file of englishResources()) {
    for (const [key, text] of entries(file)) {
      if (japanese.test(text) && !(key === 'footer.japanese' && text === '日本語'))
        found.push(`${path.relative(ROOT, file)}: ${key} = ${text}`);
    }
  }
  expect(found).toEqual([]);
});

test('the check finds a count without its plural forms', () => {
  expect(NUMBER_BEFORE_NOUN.test('{{count}} titles')).toBe(true);
  expect(NUMBER_BEFORE_NOUN.test('Get {{point}} paid points')).toBe(true);
  expect(NUMBER_BEFORE_NOUN.test('{{total}} pt')).toBe(false);
});
