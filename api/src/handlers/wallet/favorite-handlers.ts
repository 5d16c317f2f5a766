import { favoriteAdd, favoriteDelete, favoriteList, RESPONSE_CODES } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { titleExists, titlesByIds } from '../../queries/titles';
import { lockWallet } from '../../queries/wallet/wallet-lock';

/** docs/product-rules.md §5/§9: at most 100 favorite titles. */
export const FAVORITE_LIMIT = 100;

async function favoriteCount(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from favorites where account_id = $1', [accountId]);
  return row?.count ?? 0;
}

async function requireTitle(db: Queryable, titleId: number): Promise<void> {
  if (!(await titleExists(db, titleId))) throw new ApiFailure(RESPONSE_CODES.TITLE_NOT_FOUND, 'title not found');
}

/** Under the reader's lock, so two parallel adds cannot both pass the limit check at 99. */
export const favoriteAddRoute = defineRoute(favoriteAdd, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    await requireTitle(tx, params.title_id);
    await lockWallet(tx, accountId);
    const [existing] = await tx.query('select 1 from favorites where account_id = $1 and title_id = $2', [accountId, params.title_id]);
    if (existing) throw new ApiFailure(RESPONSE_CODES.FAVORITE_ALREADY, 'favorite already registered');
    const count = await favoriteCount(tx, accountId);
    if (count >= FAVORITE_LIMIT) throw new ApiFailure(RESPONSE_CODES.FAVORITE_LIMIT, `favorites are limited to ${FAVORITE_LIMIT} titles`);
    await tx.query('insert into favorites (account_id, title_id, created_at) values ($1, $2, $3)', [accountId, params.title_id, now]);
    return { title_id: params.title_id, favorite_count: count + 1 };
  });
});

export const favoriteDeleteRoute = defineRoute(favoriteDelete, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  await requireTitle(api.db, params.title_id);
  const deleted = await api.db.query('delete from favorites where account_id = $1 and title_id = $2 returning title_id', [
    accountId,
    params.title_id,
  ]);
  return { title_id: params.title_id, is_deleted: deleted.length > 0, favorite_count: await favoriteCount(api.db, accountId) };
});

export const favoriteListRoute = defineRoute(favoriteList, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const rows = await api.db.query<{ title_id: number; created_at: Date }>(
    'select title_id, created_at from favorites where account_id = $1 order by created_at desc, title_id limit $2 offset $3',
    [accountId, params.limit, params.offset],
  );
  const favorites = rows.map((row) => ({ title_id: row.title_id, created_at: formatApiDateTime(row.created_at) }));
  const total = await favoriteCount(api.db, accountId);
  if (!params.needs_title_list) return { favorite_list: favorites, total_count: total };
  const titles = await titlesByIds(
    api.db,
    favorites.map((favorite) => favorite.title_id),
    api.publicPrefix,
  );
  return { favorite_list: favorites, total_count: total, title_list: titles };
});
