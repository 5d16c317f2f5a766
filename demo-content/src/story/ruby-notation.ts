import type { RubySegment } from '@ciao/shared/contracts';

// A run of kanji (with 々 and ヶ) followed by its reading in braces.
const RUBY = /([\p{Script=Han}々ヶ]+)\{([^{}]+)\}/gu;

/** `教室{きょうしつ}で` -> [{ text: '教室', ruby: 'きょうしつ' }, { text: 'で' }]. */
export function rubySegments(notation: string): RubySegment[] {
  const segments: RubySegment[] = [];
  let rest = 0;
  for (const match of notation.matchAll(RUBY)) {
    const [whole, base = '', reading] = match;
    if (match.index > rest) segments.push({ text: notation.slice(rest, match.index) });
    segments.push({ text: base, ruby: reading });
    rest = match.index + whole.length;
  }
  if (rest < notation.length) segments.push({ text: notation.slice(rest) });
  return segments;
}

/** The text without its readings: `教室{きょうしつ}で` -> `教室で`. */
export function plainText(notation: string): string {
  return notation.replace(RUBY, '$1');
}
