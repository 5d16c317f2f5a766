export { ApiClient, CLIENT_PLATFORM, CLIENT_VERSION, type ApiClientOptions, type CallOptions } from './api-client';
export { ApiError, isApiError } from './api-error';
export { api, setApiHandlers } from './api';
