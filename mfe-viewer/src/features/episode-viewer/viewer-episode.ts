import type { ResponseOf, webEpisodeViewer } from '@ciao/shared';

/** One episode as the viewer call answers it: pages, scramble seed, neighbours. */
export type ViewerEpisode = ResponseOf<typeof webEpisodeViewer>;
