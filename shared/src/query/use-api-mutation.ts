import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { Endpoint, ParamsOf, ResponseOf } from '../contracts/endpoint';
import { API_QUERY_ROOT } from './api-query-key';
import { fetchApi, type ApiCallOptions } from './use-api-query';

export type ApiMutationOptions<E extends Endpoint> = Omit<
  UseMutationOptions<ResponseOf<E>, ApiError, ParamsOf<E>>,
  'mutationFn' | 'mutationKey'
> &
  ApiCallOptions;

/**
 * A call that changes something. The mutation key names the endpoint, which is all the
 * cache policy needs: a wallet mutation invalidates balances and entitlements by itself
 * (see cache-policy.ts), so call sites never list what to refetch.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: ApiMutationOptions<E> = {},
): UseMutationResult<ResponseOf<E>, ApiError, ParamsOf<E>> {
  const { skipMaintenanceCheck, ...mutationOptions } = options;
  const call = skipMaintenanceCheck === undefined ? {} : { skipMaintenanceCheck };
  return useMutation<ResponseOf<E>, ApiError, ParamsOf<E>>({
    ...mutationOptions,
    mutationKey: [API_QUERY_ROOT, endpoint.path],
    mutationFn: (params) => fetchApi(endpoint, params, undefined, call),
  });
}
