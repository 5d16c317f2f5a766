import { titleSupplement, titleTicketList, titleViewedList, webTitleRental } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { titleTicketStates } from '../../queries/catalogue/title-tickets';
import { viewedTitles } from '../../queries/catalogue/view-history';
import { titlesByIds } from '../../queries/titles';
import { titleNotFound } from '../../http/not-found';

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
const SERIAL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 00:00 JST of the next `weekday` strictly after `now` (serials update at midnight on their day). */
function nextUpdate(weekday: string, now: Date): string | null {
  const day = SERIAL_DAYS.indexOf(weekday);
  if (day < 0) return null;
  const jst = now.getTime() + JST_MS;
  const todayStart = jst - (jst % DAY_MS);
  const today = (new Date(todayStart).getUTCDay() + 6) % 7;
  const ahead = (day - today + 7) % 7 || 7;
  return formatApiDateTime(new Date(todayStart + ahead * DAY_MS - JST_MS));
}

export const titleSupplementRoute = defineRoute(titleSupplement, async ({ params, api }) => {
  const now = api.clock();
  const [row] = await api.db.query<{
    title_id: number;
    author_id: number;
    author_name: string;
    weekday: string;
    comic_count: number;
    free_episode_count: number;
    first_episode_id: number | null;
    latest_episode_id: number | null;
    eval_count: number;
  }>(
    `select t.title_id, t.author_id, a.author_name, t.weekday,
            (select count(*)::int from comics c where c.title_id = t.title_id and c.release_at <= $2) as comic_count,
            (select count(*)::int from episodes e where e.title_id = t.title_id and e.point = 0 and e.start_time <= $2) as free_episode_count,
            (select e.episode_id from episodes e where e.title_id = t.title_id and e.start_time <= $2 order by e.episode_index limit 1) as first_episode_id,
            (select e.episode_id from episodes e where e.title_id = t.title_id and e.start_time <= $2 order by e.episode_index desc limit 1) as latest_episode_id,
            (select count(*)::int from episode_evaluations v join episodes e on e.episode_id = v.episode_id where e.title_id = t.title_id) as eval_count
       from titles t join authors a on a.author_id = t.author_id where t.title_id = $1`,
    [params.title_id, now],
  );
  if (!row) throw titleNotFound();
  const tags = await api.db.query<{ tag_id: number; tag_name: string }>(
    'select g.tag_id, g.tag_name from title_tags tt join tags g on g.tag_id = tt.tag_id where tt.title_id = $1 order by tt.position',
    [row.title_id],
  );
  const categories = await api.db.query<{ magazine_category_id: number; magazine_category_name_text: string }>(
    `select c.magazine_category_id, c.magazine_category_name_text from title_magazine_categories tc
       join magazine_categories c on c.magazine_category_id = tc.magazine_category_id where tc.title_id = $1 order by c.position`,
    [row.title_id],
  );
  const { weekday, ...rest } = row;
  return { ...rest, tag_info_list: tags, magazine_category_list: categories, next_update_at: nextUpdate(weekday, now) };
});

export const titleTicketListRoute = defineRoute(titleTicketList, async ({ params, api, requireReader }) => ({
  title_ticket_list: await titleTicketStates(api.db, requireReader().account_id, params.title_id_list, api.clock()),
}));

export const titleViewedListRoute = defineRoute(titleViewedList, async ({ params, api, requireReader }) => {
  const { rows, total } = await viewedTitles(api.db, requireReader().account_id, params.limit, params.offset);
  const titles = new Map(
    (
      await titlesByIds(
        api.db,
        rows.map((row) => row.title_id),
        api.publicPrefix,
      )
    ).map((title) => [title.title_id, title]),
  );
  return {
    title_list: rows.flatMap((row) => {
      const title = titles.get(row.title_id);
      return title ? [{ ...title, last_episode_id: row.episode_id, viewed_at: formatApiDateTime(row.viewed_at) }] : [];
    }),
    total_count: total,
  };
});

export const webTitleRentalRoute = defineRoute(webTitleRental, async ({ api, requireReader }) => {
  const rentals = await api.db.query<{ title_id: number; episode_id: number; episode_name: string; expires_at: Date }>(
    `select e.title_id, e.episode_id, e.episode_name, max(r.expires_at) as expires_at
       from entitlements r join episodes e on e.episode_id = r.episode_id
      where r.account_id = $1 and r.kind = 'rental' and r.expires_at > $2
        and not exists (select 1 from entitlements p where p.account_id = r.account_id and p.episode_id = r.episode_id and p.kind = 'purchase')
      group by e.title_id, e.episode_id, e.episode_name
      order by max(r.expires_at), e.episode_id`,
    [requireReader().account_id, api.clock()],
  );
  const titleIds = [...new Set(rentals.map((rental) => rental.title_id))];
  const titles = await titlesByIds(api.db, titleIds, api.publicPrefix);
  return {
    title_list: titles.map((title) => ({
      ...title,
      rental_episode_list: rentals
        .filter((rental) => rental.title_id === title.title_id)
        .map((rental) => ({
          episode_id: rental.episode_id,
          episode_name: rental.episode_name,
          rental_expire_time: formatApiDateTime(rental.expires_at),
        })),
    })),
  };
});
