import { ErrorState, LoadingIndicator, useDeferredArrival } from '@ciao/shared';
import { TitleDetails } from './TitleDetails';
import { TitleNotFound } from './TitleNotFound';
import { useTitleDetail } from './use-title-detail';

export function TitlePage({ titleId }: { titleId: number }) {
  const detail = useTitleDetail(titleId);
  // The title's page (most of the screen) renders in a transition when its answers arrive; until then the loading state stays.
  const shown = useDeferredArrival(detail.status === 'ready' ? detail : undefined);

  // docs/product-rules.md §9: a quick answer shows no indicator at all; a slow one shows progress.
  if (detail.status === 'error') return <ErrorState error={detail.error} onRetry={detail.retry} />;
  if (detail.status === 'not-found') return <TitleNotFound />;
  if (detail.status === 'loading' || !shown) return <LoadingIndicator loading showLabel />;
  return <TitleDetails title={shown.title} episodes={shown.episodes} tags={shown.tags} />;
}
