import { ApiClient } from './api-client';
import type { ApiError } from './api-error';

interface ApiHandlers {
  onMaintenance?: (error: ApiError) => void;
  onRegionDenied?: (error: ApiError) => void;
  onTokenError?: (error: ApiError) => void;
}

const handlers: ApiHandlers = {};

/**
 * The page's one API client. The host sets the handlers (maintenance page, local logout);
 * remotes only call `api.call(...)`.
 */
export const api = new ApiClient({
  baseUrl: '/api',
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  onMaintenance: (error) => handlers.onMaintenance?.(error),
  onRegionDenied: (error) => handlers.onRegionDenied?.(error),
  onTokenError: (error) => handlers.onTokenError?.(error),
});

export function setApiHandlers(next: ApiHandlers): void {
  Object.assign(handlers, next);
}
