import type { PageText } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { pageRecipeSchema } from '../images/page-recipe';
import { describePage, titleCast } from '../images/page-story';
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
