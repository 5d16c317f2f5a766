import type { PageText } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { describePage, pageRecipeSchema, titleCast } from '@ciao/demo-content';
import type { EpisodeRow } from './episodes';

/** The text of every page of an episode, in page order, from the recipes its images are drawn from. */
export async function episodePageTexts(db: Queryable, episode: EpisodeRow): Promise<PageText[]> {
  const [title] = await db.query<{ introduction_text: string }>('select introduction_text from titles where title_id = $1', [
    episode.title_id,
  ]);
  const cast = titleCast(episode.title_id, title?.introduction_text ?? '');
  const pages = await db.query<{ recipe: unknown }>('select recipe from episode_pages where episode_id = $1 order by page_no', [
    episode.episode_id,
  ]);
  return pages.map((page) => describePage(pageRecipeSchema.parse(page.recipe), cast));
}

/**
 * The texts of some pages of an issue, in page order. A magazine page is drawn by the same
 * renderer from a recipe whose "title" is the issue (demo-content/src/catalogue/build-magazines.ts): the
 * character on it is the issue's own, with no introduction to name her, so the cast is
 * seeded by the issue id as titleCast does for a title without one.
 */
export async function magazinePageTexts(db: Queryable, magazineId: number, pageNos: readonly number[]): Promise<PageText[]> {
  const pages = await db.query<{ recipe: unknown }>(
    'select recipe from magazine_pages where magazine_id = $1 and page_no = any($2::int[]) order by page_no',
    [magazineId, pageNos],
  );
  return pages.map((page) => {
    const recipe = pageRecipeSchema.parse(page.recipe);
    return describePage(recipe, titleCast(recipe.titleId, ''));
  });
}
