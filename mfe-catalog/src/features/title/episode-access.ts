import { type Episode, isFreeEpisode } from '@ciao/shared';

/** What the reader can do with an episode right now, from its state for them (docs/product-rules.md §3). */
export type EpisodeAccess =
  | { kind: 'free' }
  | { kind: 'purchased' }
  | { kind: 'renting'; until: string | null }
  | { kind: 'member-free'; readable: boolean }
  | { kind: 'points'; point: number };

export function episodeAccess(episode: Episode, isLoggedIn: boolean): EpisodeAccess {
  switch (episode.status) {
    case 'purchased':
      return { kind: 'purchased' };
    case 'renting':
      return { kind: 'renting', until: episode.rental_expire_time };
    case 'member_free':
      return { kind: 'member-free', readable: isLoggedIn };
    case 'free':
      return { kind: 'free' };
    case 'points':
      // Free whatever the status says (shared/src/contracts/point-rules.ts).
      return isFreeEpisode(episode) ? { kind: 'free' } : { kind: 'points', point: episode.point };
  }
}

export function isReadable(access: EpisodeAccess): boolean {
  return access.kind === 'member-free' ? access.readable : access.kind !== 'points';
}
