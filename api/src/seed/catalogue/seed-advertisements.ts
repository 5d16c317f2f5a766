import type { Queryable } from '../../db/database';
import { FIRST_TITLE_ID } from '@ciao/demo-content';

/**
 * A few ads (docs/product-rules.md §3 tracking payload): two promote a title's first episode (site paths, ids
 * padded as docs/product-rules.md §5 says), one a title page, one the top page's login-bonus campaign. Ids are fixed so the README and tests can name them.
 */
const titlePath = (titleId: number) => `/title/${String(titleId).padStart(5, '0')}`;
const firstEpisode = (titleId: number) => titleId * 100 + 1;

export const SEED_ADVERTISEMENTS = [
  {
    advertisement_id: 1,
    advertisement_url: `${titlePath(FIRST_TITLE_ID)}/episode/${firstEpisode(FIRST_TITLE_ID)}`,
    title_id: FIRST_TITLE_ID,
    episode_id: firstEpisode(FIRST_TITLE_ID),
  },
  {
    advertisement_id: 2,
    advertisement_url: `${titlePath(FIRST_TITLE_ID + 1)}/episode/${firstEpisode(FIRST_TITLE_ID + 1)}`,
    title_id: FIRST_TITLE_ID + 1,
    episode_id: firstEpisode(FIRST_TITLE_ID + 1),
  },
  { advertisement_id: 3, advertisement_url: titlePath(FIRST_TITLE_ID + 2), title_id: FIRST_TITLE_ID + 2, episode_id: null },
  { advertisement_id: 4, advertisement_url: '/?campaign=loginbonus', title_id: null, episode_id: null },
] as const;

export async function seedAdvertisements(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into advertisements (advertisement_id, advertisement_url, title_id, episode_id)
     select advertisement_id, advertisement_url, title_id, episode_id
       from jsonb_to_recordset($1::jsonb) as r(advertisement_id integer, advertisement_url text, title_id integer, episode_id integer)`,
    [JSON.stringify(SEED_ADVERTISEMENTS)],
  );
}
