import { apiQueryOptions, isValidTitleId, titleList, webTop, type createQueryClient, type ExposeName, type RouteName } from '@ciao/shared';
import type { RemoteLoader } from '../remotes/remote-loader';

/**
 * A catalogue screen (the landing pages are all the catalogue's): its exposed module, and its
 * first call exactly as the screen asks it (same endpoint and wire params: one cache entry).
 */
interface FirstScreen {
  remote: 'catalog';
  expose: ExposeName<'catalog'>;
  query: ReturnType<typeof apiQueryOptions>;
}

/**
 * The pages a reader most often lands on, and what their screen needs first. Without this
 * the data request waits for the remote's entry and screen code (issue 11: the first cover
 * was six steps deep); started here, the code and the data travel side by side. Kept in step
 * with the catalogue's TopPage and TitlePage: if a screen asks differently, the only cost is
 * one unused call, never a wrong screen.
 */
const FIRST_SCREENS: Partial<Record<RouteName, (params: Record<string, string | undefined>) => FirstScreen | null>> = {
  TOP: () => ({ remote: 'catalog', expose: './TopPage', query: apiQueryOptions(webTop, {}) }),
  TITLE: ({ titleId = '' }) =>
    isValidTitleId(titleId)
      ? { remote: 'catalog', expose: './TitlePage', query: apiQueryOptions(titleList, { title_id_list: String(Number(titleId)) }) }
      : null,
};

/**
 * Starts the first screen's remote code and first call at page start, before React renders.
 * Failures are left to the screen: its region retries and shows its own error.
 */
export function prefetchFirstScreen(
  matches: ReadonlyArray<{ route: { id?: string }; params: Record<string, string | undefined> }>,
  deps: { loader: RemoteLoader; queryClient: ReturnType<typeof createQueryClient> },
): void {
  const match = matches.at(-1);
  const screen = match ? FIRST_SCREENS[match.route.id as RouteName]?.(match.params) : null;
  if (!screen) return;
  deps.loader.loadExposed(screen.remote, screen.expose).catch(() => undefined);
  void deps.queryClient.prefetchQuery(screen.query);
}
