import { fanletterStore, webEpisodeEvalAdd, webEpisodeEvalGet } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { ApiFailure, parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { RESPONSE_CODES } from '@ciao/shared/contracts';
import { titleExists } from '../../queries/titles';
import { episodeNotFound, titleNotFound } from '../../http/not-found';

/** The episode must exist and belong to the title: 3000 for an unknown title, else 3100. */
async function checkEpisodeOfTitle(db: Queryable, titleId: number, episodeId: number): Promise<void> {
  if (!(await titleExists(db, titleId))) throw titleNotFound();
  const rows = await db.query('select 1 from episodes where episode_id = $1 and title_id = $2', [episodeId, titleId]);
  if (rows.length === 0) throw episodeNotFound();
}

async function evaluation(db: Queryable, titleId: number, episodeId: number, accountId: number | null) {
  const [row] = await db.query<{ eval_count: number; is_evaluated: boolean }>(
    `select count(*)::int as eval_count, coalesce(bool_or(account_id = $2), false) as is_evaluated
       from episode_evaluations where episode_id = $1`,
    [episodeId, accountId],
  );
  return { title_id: titleId, episode_id: episodeId, eval_count: row?.eval_count ?? 0, is_evaluated: row?.is_evaluated ?? false };
}

/** One evaluation per reader and episode: the primary key makes a repeat (or a race) a no-op. */
export const webEpisodeEvalAddRoute = defineRoute(webEpisodeEvalAdd, async ({ params, api, requireReader }) => {
  const reader = requireReader();
  await checkEpisodeOfTitle(api.db, params.title_id, params.episode_id);
  await api.db.query('insert into episode_evaluations (account_id, episode_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    reader.account_id,
    params.episode_id,
    api.clock(),
  ]);
  return evaluation(api.db, params.title_id, params.episode_id, reader.account_id);
});

export const webEpisodeEvalGetRoute = defineRoute(webEpisodeEvalGet, async ({ params, api, reader }) => {
  await checkEpisodeOfTitle(api.db, params.title_id, params.episode_id);
  return evaluation(api.db, params.title_id, params.episode_id, reader?.account_id ?? null);
});

/** Stored for the editorial team to forward; the author must exist and own the title when one is named. */
export const fanletterStoreRoute = defineRoute(fanletterStore, async ({ params, api, requireReader }) => {
  const reader = requireReader();
  const authors = await api.db.query('select 1 from authors where author_id = $1', [params.author_id]);
  if (authors.length === 0) throw parameterInvalid('unknown author');
  if (params.title_id !== undefined) {
    const [title] = await api.db.query<{ author_id: number }>('select author_id from titles where title_id = $1', [params.title_id]);
    if (!title) throw titleNotFound();
    if (title.author_id !== params.author_id) throw parameterInvalid('title of another author');
  }
  const [row] = await api.db.query<{ fan_letter_id: number }>(
    `insert into fan_letters (account_id, author_id, title_id, author_text, body, created_at)
     values ($1, $2, $3, $4, $5, $6) returning fan_letter_id`,
    [reader.account_id, params.author_id, params.title_id ?? null, params.author_text, params.body, api.clock()],
  );
  if (!row) throw new ApiFailure(RESPONSE_CODES.SERVER_ERROR, 'fan letter insert returned nothing');
  return { fan_letter_id: row.fan_letter_id };
});
