import {
  COVER_RECT_SIZE,
  COVER_SIZE,
  renderCover,
  renderEpisodeThumb,
  renderGenreIcon,
  scrambledPagePng,
  type StoredPage,
} from '@ciao/demo-content';

/**
 * One image to draw, as plain data: it crosses to a drawing thread (drawing-pool.ts) by structured
 * clone, so it names what to draw and carries the seeded row it is drawn from, never a function.
 */
export type DrawingJob =
  | { kind: 'page'; page: StoredPage }
  | { kind: 'cover'; titleId: number; color: string; wide: boolean }
  | { kind: 'thumb'; titleId: number; episodeIndex: number; color: string }
  | { kind: 'genre'; genreId: number; name: string; color: string }
  | { kind: 'magazine-cover'; magazineId: number; color: string };

/** Draws the job's image and encodes it as PNG (@ciao/demo-content: pure, no server or database). */
export function drawImage(job: DrawingJob): Buffer {
  switch (job.kind) {
    case 'page':
      return scrambledPagePng(job.page);
    case 'cover':
      return renderCover(job.titleId, job.color, job.wide ? COVER_RECT_SIZE : COVER_SIZE).toIndexedPng();
    case 'thumb':
      return renderEpisodeThumb(job.titleId, job.episodeIndex, job.color).toIndexedPng();
    case 'genre':
      return renderGenreIcon(job.genreId, job.name, job.color).toIndexedPng();
    case 'magazine-cover':
      return renderCover(job.magazineId, job.color, COVER_SIZE).toIndexedPng();
  }
}
