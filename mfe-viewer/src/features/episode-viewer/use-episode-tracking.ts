import { bus, genreList, useApiQuery, webEpisode } from '@ciao/shared';
import { useEffect, useRef } from 'react';

/**
 * docs/product-rules.md §3's viewer payload for an episode that opened, put on the bus (`tracking:viewer`) once
 * per episode for the host's tag manager: the genre names and the author line (the title's
 * descriptor) come from /web/episode and /genre/list, the names as the reader sees them.
 * Nothing is sent when those calls fail: a payload with holes would count as another title.
 */
export function useEpisodeTracking(episodeId: number): void {
  const details = useApiQuery(webEpisode, { episode_id: episodeId });
  const genreIds = details.data?.title.genre_id_list ?? [];
  const genres = useApiQuery(genreList, { genre_id_list: genreIds.join(',') }, { enabled: genreIds.length > 0 });
  const sent = useRef<number | null>(null);
  // In the title's own order, whatever order /genre/list answers in.
  const genreNames =
    genreIds.length === 0
      ? ''
      : genres.data &&
        genreIds
          .map((id) => genres.data.genre_list.find((genre) => genre.genre_id === id)?.genre_name)
          .filter((name) => name !== undefined)
          .join(',');

  useEffect(() => {
    if (!details.data || genreNames === undefined || sent.current === episodeId) return;
    sent.current = episodeId;
    const { title, episode } = details.data;
    bus.emit('tracking:viewer', {
      genre: genreNames,
      titledescriptor: title.author_text,
      title: title.title_name,
      episode: episode.episode_name,
    });
  }, [details.data, genreNames, episodeId]);
}
