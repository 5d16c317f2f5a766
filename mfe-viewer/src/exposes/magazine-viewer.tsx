import '../i18n/register';
import { CONTRACT_VERSION, type MagazineViewerProps } from '@ciao/shared';
import { MagazineViewer } from '../features/magazine-viewer/MagazineViewer';

export const contractVersion = CONTRACT_VERSION;

/** Keyed by issue so moving to another issue starts on its contents. */
export default function MagazineViewerExpose({ magazineId }: MagazineViewerProps) {
  return <MagazineViewer key={magazineId} magazineId={magazineId} />;
}
