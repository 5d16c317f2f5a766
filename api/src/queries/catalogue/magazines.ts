import type { Magazine } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { formatApiDateTime } from '../api-date-time';

export interface MagazineRow {
  magazine_id: number;
  magazine_category_id: number;
  magazine_name: string;
  introduction_text: string;
  price_yen: number;
  is_free: boolean;
  release_at: Date;
  scramble_seed: number;
  page_count: number;
}

const SELECT_MAGAZINES = `select magazine_id, magazine_category_id, magazine_name, introduction_text, price_yen, is_free,
                                 release_at, scramble_seed, page_count from magazines`;

export const magazineCoverUrl = (prefix: string, magazineId: number) => `${prefix}/image/magazine-cover/${magazineId}.png`;

/** A released issue (an issue not on sale yet is unknown to readers). */
export async function releasedMagazine(db: Queryable, magazineId: number, now: Date): Promise<MagazineRow | undefined> {
  const [row] = await db.query<MagazineRow>(`${SELECT_MAGAZINES} where magazine_id = $1 and release_at <= $2`, [magazineId, now]);
  return row;
}

export async function releasedMagazines(
  db: Queryable,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: MagazineRow[]; total: number }> {
  const rows = await db.query<MagazineRow>(
    `${SELECT_MAGAZINES} where release_at <= $1 order by release_at desc, magazine_id desc limit $2 offset $3`,
    [now, limit, offset],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from magazines where release_at <= $1', [now]);
  return { rows, total: count?.total ?? 0 };
}

export async function neighbourMagazines(
  db: Queryable,
  row: MagazineRow,
  now: Date,
): Promise<{ prev: number | null; next: number | null }> {
  const [prev] = await db.query<{ magazine_id: number }>(
    'select magazine_id from magazines where release_at < $1 order by release_at desc limit 1',
    [row.release_at],
  );
  const [next] = await db.query<{ magazine_id: number }>(
    'select magazine_id from magazines where release_at > $1 and release_at <= $2 order by release_at limit 1',
    [row.release_at, now],
  );
  return { prev: prev?.magazine_id ?? null, next: next?.magazine_id ?? null };
}

/** The wire shape of issues, with their article links, in the order given. */
export async function toMagazines(db: Queryable, rows: readonly MagazineRow[], isSubscriber: boolean, prefix: string): Promise<Magazine[]> {
  const links = await db.query<{ magazine_id: number; magazine_type: string; article_name: string; url: string }>(
    `select magazine_id, magazine_type, article_name, url from magazine_article_links
      where magazine_id = any($1::int[]) order by magazine_id, position`,
    [rows.map((row) => row.magazine_id)],
  );
  return rows.map((row) => ({
    magazine_id: row.magazine_id,
    magazine_category_id: row.magazine_category_id,
    magazine_name: row.magazine_name,
    introduction_text: row.introduction_text,
    thumbnail_image_url: magazineCoverUrl(prefix, row.magazine_id),
    price: row.price_yen,
    is_free: row.is_free,
    is_readable: row.is_free || isSubscriber,
    release_time: formatApiDateTime(row.release_at),
    page_count: row.page_count,
    magazine_article_link: links
      .filter((link) => link.magazine_id === row.magazine_id)
      .map(({ magazine_type, article_name, url }) => ({ magazine_type, article_name, url })),
  }));
}
