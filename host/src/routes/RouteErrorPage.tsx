import { useEffect } from 'react';
import { useRouteError } from '@ciao/shared/router';
import { handleHostChunkError, isChunkLoadError } from '../app/reload-guard';
import { ErrorPage } from '../pages/ErrorPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { classifyRouteError } from './error-codes';

/** Route-level boundary: what a route throws becomes the 404, maintenance or error page of docs/product-rules.md §4 and §8. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) handleHostChunkError(error);
    else console.error('route failed', error);
  }, [chunkError, error]);

  const classified = classifyRouteError(error);
  if (classified.kind === 'not-found') return <NotFoundPage />;
  if (classified.kind === 'maintenance') return <MaintenancePage />;
  return <ErrorPage code={classified.code} />;
}
