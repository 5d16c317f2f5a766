import { handleHostChunkError, isChunkLoadError } from './app/reload-guard';

// Async boundary: federation negotiates shared singletons before any app code runs.
// If the host's own chunks fail to load (a newer host replaced them), reload under the guard.
import('./bootstrap').catch((error: unknown) => {
  console.error('host: start-up failed', error);
  if (isChunkLoadError(error)) handleHostChunkError(error);
});
