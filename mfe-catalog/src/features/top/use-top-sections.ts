import { useCallback } from 'react';
import { api, webTop } from '@ciao/shared';
import { useApiResource } from '../common/use-api-resource';

/** The top page's sections (updated, ranking, new, ...) as the API orders them. */
export function useTopSections() {
  const load = useCallback(
    async (signal: AbortSignal) => (await api.call(webTop, {}, { signal })).section_list,
    [],
  );
  return useApiResource(load);
}
