import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposeName, ExposedModule, RemoteContracts, RemoteName } from '@ciao/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { type FallbackBackLink, RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteLoader } from './remote-loader';
import styles from './remote-region.module.css';

export type ExposedProps<R extends RemoteName, E extends ExposeName<R>> = RemoteContracts[R][E] extends ExposedModule<infer P> ? P : never;

interface RemoteRegionProps<R extends RemoteName, E extends ExposeName<R>> {
  remote: R;
  expose: E;
  props: ExposedProps<R, E>;
  className?: string;
  /**
   * Wraps the loading state and the fallback of a region that is itself an overlay (login modal,
   * purchase dialog, my-page popup) in the kit's Dialog: the press that opened it is answered at
   * once by the dialog, loading, where the reader is looking (not by nothing for the remote's
   * load, ~0.5 s on a slow phone, then a dialog), and a remote that fails to load says so there.
   */
  frame?: (content: ReactNode) => ReactNode;
  /** A link out of the fallback, for a region shown without the site layout (no header to leave by). */
  backLink?: FallbackBackLink;
}

/**
 * A lazy component for one load attempt. It lives in the region (which stays mounted),
 * not below the Suspense boundary, where a suspended first mount would lose it.
 */
function remoteComponent<R extends RemoteName, E extends ExposeName<R>>(
  loader: RemoteLoader,
  remote: R,
  expose: E,
  attempt: number,
): ComponentType<ExposedProps<R, E>> {
  const Exposed = lazy(async () => {
    const module = (await loader.loadExposed(remote, expose)) as ExposedModule<ExposedProps<R, E>>;
    return { default: module.default as ComponentType<ExposedProps<R, E>> };
  });
  (Exposed as { displayName?: string }).displayName = `Remote(${remote}/${expose}#${attempt})`;
  return Exposed as ComponentType<ExposedProps<R, E>>;
}

/**
 * One remote's region of the page: its own error boundary and Suspense, a localized
 * fallback with a retry, and `data-remote` so tests and ops can find it. A retry
 * re-resolves only this remote and remounts only this region.
 */
export function RemoteRegion<R extends RemoteName, E extends ExposeName<R>>({
  remote,
  expose,
  props,
  className,
  frame,
  backLink,
}: RemoteRegionProps<R, E>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // A module already loaded (the first page's, loaded before the first render) renders at
  // once: no fallback, so React does not hold the content back for its 300 ms reveal delay.
  const Exposed = useMemo(() => {
    const ready = attempt === 0 ? (loader.loaded(remote, expose) as ExposedModule<ExposedProps<R, E>> | undefined) : undefined;
    return ready ? (ready.default as ComponentType<ExposedProps<R, E>>) : remoteComponent(loader, remote, expose, attempt);
  }, [loader, remote, expose, attempt]);

  const retry = useCallback(async () => {
    try {
      await loader.refresh(remote);
    } catch (error) {
      console.error(`remote ${remote}: could not re-resolve it from the registry`, error);
    }
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return (
    <div data-remote={remote} data-expose={expose} className={className ?? styles.region}>
      <RemoteErrorBoundary
        remote={remote}
        label={`${remote}/${expose}`}
        resetKey={attempt}
        fallback={
          frame ? (
            frame(<RemoteFallback onRetry={retry} afterFailedRetry={attempt > 0} />)
          ) : (
            <RemoteFallback onRetry={retry} backLink={backLink} afterFailedRetry={attempt > 0} />
          )
        }
      >
        <Suspense fallback={frame ? frame(<RemoteLoading />) : <RemoteLoading />}>
          <Exposed {...(props as ExposedProps<R, E> & object)} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
