import { buildCatalogue } from '../catalogue/build-catalogue';
import { describePage, titleCast } from './page-story';
import { ACTIONS, LINES, PLACES, THOUGHTS } from './page-story-words';
import { plainText, rubySegments } from './ruby-notation';

const catalogue = buildCatalogue();
const title = catalogue.titles[0];
const pagesOf = (episodeId: number) => catalogue.pages.filter((page) => page.episode_id === episodeId).map((page) => page.recipe);

test('readings in braces become ruby segments and leave the plain text', () => {
  expect(rubySegments('帰{かえ}り道{みち}で待{ま}ってるね！')).toEqual([
    { text: '帰', ruby: 'かえ' },
    { text: 'り' },
    { text: '道', ruby: 'みち' },
    { text: 'で' },
    { text: '待', ruby: 'ま' },
    { text: 'ってるね！' },
  ]);
  expect(plainText('帰{かえ}り道{みち}で待{ま}ってるね！')).toBe('帰り道で待ってるね！');
  expect(rubySegments('ありがとう')).toEqual([{ text: 'ありがとう' }]);
});

test("the heroine is the one the title's introduction names", () => {
  expect(title?.introduction_text).toBeDefined();
  const cast = titleCast(title?.title_id ?? 0, title?.introduction_text ?? '');
  expect(title?.introduction_text.split('は、')[0]?.endsWith(cast.heroine)).toBe(true);
  expect(titleCast(101, '知らない紹介文')).toEqual(titleCast(101, '知らない紹介文'));
});

test('every page of an episode reads differently, tells what is drawn and is the same every time', () => {
  const cast = titleCast(101, title?.introduction_text ?? '');
  const recipes = pagesOf(10101);
  const texts = recipes.map((recipe) => describePage(recipe, cast));
  expect(new Set(texts.map((text) => text.description)).size).toBe(recipes.length);
  expect(texts.map((text) => text.page)).toEqual(recipes.map((recipe) => recipe.pageNo));
  recipes.forEach((recipe, index) => {
    const text = texts[index];
    const bubbles = recipe.panels.filter((panel) => panel.bubble).length;
    expect(text?.description).toContain(`${recipe.panels.length}コマのページ。`);
    expect(text?.description.startsWith(`${cast.heroine}が`)).toBe(true);
    expect(text?.line_list).toHaveLength(Math.min(Math.max(bubbles, 1), 3));
    for (const line of text?.line_list ?? []) {
      expect(line.segments.map((segment) => segment.text).join('')).toBe(line.text);
      expect(line.text).not.toMatch(/[{}$]/);
    }
  });
  expect(recipes.map((recipe) => describePage(recipe, cast))).toEqual(texts);
});

test('every kanji of the vocabulary has its reading, so captions never show kanji without furigana', () => {
  const notations = [...PLACES, ...ACTIONS, ...THOUGHTS, ...LINES.map(([, notation]) => notation)];
  for (const notation of notations) {
    const bare = rubySegments(notation).filter((segment) => segment.ruby === undefined);
    expect([notation, bare.filter((segment) => /\p{Script=Han}/u.test(segment.text))]).toEqual([notation, []]);
  }
  const cast = titleCast(101, title?.introduction_text ?? '');
  const segments = pagesOf(10101).flatMap((recipe) => describePage(recipe, cast).line_list.flatMap((line) => line.segments));
  expect(segments.some((segment) => segment.ruby !== undefined)).toBe(true);
});
