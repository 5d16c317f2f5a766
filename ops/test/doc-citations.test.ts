/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

// Session notes are a record of their day and keep the words they were written in; this file
// names what it looks for.
const SKIPPED = [
  /^docs\/notes\//,
  /^ops\/test\/doc-citations\.test\.ts$/,
  /package-lock\.json$/,
  /\.(png|jpe?g|webp|avif|ico|woff2?|br|gz)$/,
];

function trackedTexts(): Array<{ file: string; text: string }> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return files
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(ROOT, file), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
}

/** The section numbers a docs page has, from its `## §N ...` headings. */
function sectionsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^## §(\d+) /gm)].map((match) => match[1] ?? ''));
}

function citationsOf(texts: Array<{ file: string; text: string }>, doc: string): Array<{ file: string; section: string }> {
  const cited = new RegExp(`docs/${doc.replace('.', '\\.')} ((?:§\\d+(?:/| and |, and |, | or )?)+)`, 'g');
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(cited)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/§(\d+)/g)].map((number) => ({ file, section: number[1] ?? '' })),
    ),
  );
}

describe('citations of the product rules and wire facts', () => {
  const texts = trackedTexts();

  it('cite the docs of the repository, not documents outside it', () => {
    const outside = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\b[Ss]pec(?: section|'s)? \d|api-facts|spec\/product\.md/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });

  it.each(['product-rules.md', 'wire-facts.md'])('name only sections that docs/%s has', (doc) => {
    const sections = sectionsOf(doc);
    const citations = citationsOf(texts, doc);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.filter((citation) => !sections.has(citation.section))).toEqual([]);
  });
});
