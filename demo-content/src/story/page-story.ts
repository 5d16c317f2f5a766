import type { PageText } from '@ciao/shared/contracts';
import { HEROINES } from '../catalogue/catalogue-words';
import { createPrng } from '../prng';
import type { PageRecipe } from '../drawing/page-recipe';
import { ACTIONS, FRIEND_NAMES, HEROINE_NAMES, LINES, PLACES, THOUGHTS } from './page-story-words';
import { plainText, rubySegments } from './ruby-notation';

const MAX_LINES = 3;

/** Who appears in a title: its heroine as the seed introduced her, and a friend chosen per title. */
export interface TitleCast {
  heroine: string;
  friend: string;
}

/** The heroine named at the start of the title's introduction (`${HEROINES[i]}は、…`), and a friend per title. */
export function titleCast(titleId: number, introduction: string): TitleCast {
  const intro = HEROINES.find((heroine) => introduction.startsWith(heroine)) ?? '';
  const prng = createPrng(titleId);
  const heroine = HEROINE_NAMES.find((name) => intro.endsWith(name)) ?? prng.pick(HEROINE_NAMES);
  return { heroine, friend: prng.pick(FRIEND_NAMES) };
}

/** Japanese counts things with つ up to nine (ひとつ … ここのつ), then with こ. */
function count(n: number): string {
  return n < 10 ? `${n}つ` : `${n}こ`;
}

function fill(template: string, cast: TitleCast, place: string): string {
  return template.replaceAll('$A', cast.heroine).replaceAll('$B', cast.friend).replaceAll('$P', place);
}

function line(speaker: string, notation: string) {
  return { speaker, text: plainText(notation), segments: rubySegments(notation) };
}

/**
 * The text of one page, from the recipe its image is drawn from: as many panels, figures and
 * speech bubbles as the drawing has, one line per bubble (at most 3; a page without bubbles
 * gets the heroine's thought). The action and the first line step through their lists with
 * the page number, so no two pages of an episode read the same; the rest is seeded by the page.
 */
export function describePage(recipe: PageRecipe, cast: TitleCast): PageText {
  const episodePrng = createPrng(recipe.titleId * 1000 + recipe.episodeIndex);
  const actionStart = episodePrng.int(0, ACTIONS.length - 1);
  const lineStart = episodePrng.int(0, LINES.length - 1);
  const prng = createPrng((recipe.titleId * 1000 + recipe.episodeIndex) * 100 + recipe.pageNo);
  const place = prng.pick(PLACES);
  const action = ACTIONS[(actionStart + recipe.pageNo) % ACTIONS.length] ?? '';
  const figures = recipe.panels.filter((panel) => panel.figure).length;
  const bubbles = recipe.panels.filter((panel) => panel.bubble).length;

  const drawn = [
    `${recipe.panels.length}コマのページ。`,
    figures > 0 ? `${count(figures)}のコマに人物がいる。` : '',
    bubbles > 0 ? `ふきだしは${count(bubbles)}。` : 'ふきだしはない。',
  ].join('');
  const happens = `${cast.heroine}が${plainText(place)}で${plainText(fill(action, cast, place))}。`;

  const first = LINES[(lineStart + recipe.pageNo) % LINES.length] ?? LINES[0];
  const spoken = first
    ? [
        first,
        ...prng.sample(
          LINES.filter((candidate) => candidate !== first),
          Math.min(bubbles, MAX_LINES) - 1,
        ),
      ]
    : [];
  const lines =
    bubbles === 0
      ? [line(`${cast.heroine}（心の声）`, fill(prng.pick(THOUGHTS), cast, place))]
      : spoken.map(([role, notation]) => line(role === 'A' ? cast.heroine : cast.friend, fill(notation, cast, place)));
  return { page: recipe.pageNo, description: `${happens}${drawn}`, line_list: lines };
}
