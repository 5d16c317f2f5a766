import type { RemoteName } from '@ciao/shared';
import type { RemoteLoader } from './remote-loader';
import { routeRemote } from './route-preload';

/** How long the first render may wait for the first page's remote module. */
export const FIRST_REMOTE_WAIT_MS = 800;

/**
 * Loads the remote module the route of `pathname` shows, waiting at most `waitMs`. Called
 * before the first render: its scripts were preloaded (route-preload.ts), so it is usually
 * there by then, and its region renders at once, without a fallback, which React would keep
 * on screen at least 300 ms before revealing the page (its Suspense reveal throttle). The cap
 * keeps a slow or failing remote from holding back the header: the region then waits, and
 * reports a failure, as usual.
 */
export async function awaitFirstRemote(loader: RemoteLoader, pathname: string, waitMs = FIRST_REMOTE_WAIT_MS): Promise<void> {
  const target = routeRemote(pathname);
  if (!target) return;
  // The table pairs each expose with its remote; the loader's signature cannot see through the union.
  const loadExposed = loader.loadExposed as (remote: RemoteName, expose: string) => Promise<unknown>;
  const loaded = loadExposed(target.remote, target.expose).then(
    () => undefined,
    () => undefined, // the region loads again and shows the failure
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const capped = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loaded, capped]);
  clearTimeout(timer);
}
