import '../i18n/register';
import { CONTRACT_VERSION, type EpisodeViewerProps } from '@ciao/shared';
import { EpisodeViewer } from '../features/episode-viewer/EpisodeViewer';

export const contractVersion = CONTRACT_VERSION;

/** Keyed by episode so moving to the next episode starts on its first page with a fresh cache. */
export default function EpisodeViewerExpose({ titleId, episodeId }: EpisodeViewerProps) {
  return <EpisodeViewer key={`${titleId}/${episodeId}`} titleId={titleId} episodeId={episodeId} />;
}
