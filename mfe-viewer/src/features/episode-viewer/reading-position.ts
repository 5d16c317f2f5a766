import { z } from 'zod';

/** Where visitors' reading positions are kept (logged-in readers keep theirs on the server). */
export const VISITOR_POSITIONS_KEY = 'ciao.viewer.positions';
/** Enough for every episode a visitor is in the middle of; the oldest are dropped past this. */
const VISITOR_POSITIONS_KEPT = 50;

const positionsSchema = z.array(z.object({ episodeId: z.number().int(), page: z.number().int().min(1) }));
type Positions = z.infer<typeof positionsSchema>;

function readPositions(): Positions {
  try {
    const parsed = positionsSchema.safeParse(JSON.parse(localStorage.getItem(VISITOR_POSITIONS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The page (1-based) where a visitor stopped in the episode, or null. */
export function visitorPosition(episodeId: number): number | null {
  return readPositions().find((position) => position.episodeId === episodeId)?.page ?? null;
}

/** Keeps a visitor's page (1-based), newest first. */
export function saveVisitorPosition(episodeId: number, page: number): void {
  const others = readPositions().filter((position) => position.episodeId !== episodeId);
  try {
    localStorage.setItem(VISITOR_POSITIONS_KEY, JSON.stringify([{ episodeId, page }, ...others].slice(0, VISITOR_POSITIONS_KEPT)));
  } catch {
    // Storage full or refused (private mode): the visitor simply starts at the first page next time.
  }
}

/**
 * The page index to open at: where the reader stopped, unless that was the last page (the
 * episode was read to the end, so it opens from the start again) or past the pages.
 */
export function resumeIndex(savedPage: number | null, pageCount: number): number {
  if (savedPage === null || savedPage >= pageCount || savedPage < 1) return 0;
  return savedPage - 1;
}
