import type { SeedEpisode, SeedTitle } from './build-catalogue';

const EPISODES_PER_VOLUME = 5;
const DAY = 86_400_000;

/** ISBN-13 with a correct check digit (publisher prefix 978-4-09). */
function isbn(serial: number): string {
  const digits = `978409${String(serial).padStart(6, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** Printed volumes: one per five published episodes, released a month after the fifth episode. */
export function buildComics(titles: readonly SeedTitle[], episodes: readonly SeedEpisode[], baseTime: number) {
  const comics: Array<{
    comic_id: number;
    title_id: number;
    volume: number;
    comic_name: string;
    isbn: string;
    price_yen: number;
    release_at: string;
  }> = [];
  for (const title of titles) {
    if (title.weekday === 'oneshot') continue;
    const own = episodes.filter((episode) => episode.title_id === title.title_id).sort((a, b) => a.episode_index - b.episode_index);
    for (let volume = 1; volume * EPISODES_PER_VOLUME <= own.length; volume += 1) {
      const last = own[volume * EPISODES_PER_VOLUME - 1];
      if (!last) break;
      const releaseAt = Date.parse(last.start_time) + 30 * DAY;
      if (releaseAt > baseTime) break;
      const comic_id = title.title_id * 100 + volume;
      comics.push({
        comic_id,
        title_id: title.title_id,
        volume,
        comic_name: `${title.title_name} ${volume}`,
        isbn: isbn(comic_id),
        price_yen: 528,
        release_at: new Date(releaseAt).toISOString(),
      });
    }
  }
  return comics;
}
