import { ErrorState, LoadingIndicator } from '@ciao/shared';
import { TitleDetails } from './TitleDetails';
import { TitleNotFound } from './TitleNotFound';
import { useTitleDetail } from './use-title-detail';

export function TitlePage({ titleId }: { titleId: number }) {
  const detail = useTitleDetail(titleId);

  // Spec 9: a quick answer shows no indicator at all; a slow one shows progress.
  if (detail.status === 'loading') return <LoadingIndicator loading showLabel />;
  if (detail.status === 'error') return <ErrorState error={detail.error} onRetry={detail.retry} />;
  if (detail.status === 'not-found') return <TitleNotFound />;
  return <TitleDetails title={detail.title} episodes={detail.episodes} tags={detail.tags} />;
}
