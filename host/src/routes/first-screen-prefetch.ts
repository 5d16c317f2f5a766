import { apiQueryOptions, isValidTitleId, titleList, webTop, type createQueryClient, type RouteName } from '@ciao/shared';

/**
 * The pages a reader most often lands on, and the first call of their screen, exactly as the
 * catalogue's TopPage and TitlePage ask it (same endpoint and wire params: one cache entry).
 * Without this the call waits for the remote's entry and screen code (issue 11: the first
 * cover was six steps deep); started here, the data travels beside the code. If a screen
 * comes to ask differently, the only cost is one unused call, never a wrong screen.
 *
 * Only data: the remote's code is left to its region, a moment later. Started here, before
 * the page's load event, a hanging remote entry kept the load event (and the browser's
 * loading indicator) waiting forever (remote-healing.e2e.ts found it).
 */
const FIRST_SCREEN_QUERIES: Partial<
  Record<RouteName, (params: Record<string, string | undefined>) => ReturnType<typeof apiQueryOptions> | null>
> = {
  TOP: () => apiQueryOptions(webTop, {}),
  TITLE: ({ titleId = '' }) => (isValidTitleId(titleId) ? apiQueryOptions(titleList, { title_id_list: String(Number(titleId)) }) : null),
};

/** Starts the first screen's first call at page start, before React renders. A failure is left to the screen, which asks again. */
export function prefetchFirstScreen(
  matches: ReadonlyArray<{ route: { id?: string }; params: Record<string, string | undefined> }>,
  queryClient: ReturnType<typeof createQueryClient>,
): void {
  const match = matches.at(-1);
  const query = match ? FIRST_SCREEN_QUERIES[match.route.id as RouteName]?.(match.params) : null;
  if (query) void queryClient.prefetchQuery(query);
}
