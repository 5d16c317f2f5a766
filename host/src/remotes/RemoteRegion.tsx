import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { ExposeName, ExposedModule, RemoteContracts, RemoteName } from '@ciao/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteLoader } from './remote-loader-context';
import styles from './remote-region.module.css';

export type ExposedProps<R extends RemoteName, E extends ExposeName<R>> = RemoteContracts[R][E] extends ExposedModule<infer P> ? P : never;

interface RemoteRegionProps<R extends RemoteName, E extends ExposeName<R>> {
  remote: R;
  expose: E;
  props: ExposedProps<R, E>;
  className?: string;
}

/**
 * One remote's region of the page: its own error boundary and Suspense, a localized
 * fallback with a retry, and `data-remote` so tests and ops can find it. A retry
 * re-resolves only this remote and remounts only this region.
 */
export function RemoteRegion<R extends RemoteName, E extends ExposeName<R>>({ remote, expose, props, className }: RemoteRegionProps<R, E>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  const Exposed = useMemo(
    () =>
      lazy(async () => {
        const module = (await loader.loadExposed(remote, expose)) as ExposedModule<ExposedProps<R, E>>;
        return { default: module.default as ComponentType<ExposedProps<R, E>> };
      }),
    // `attempt` is in the list on purpose: each retry needs a fresh lazy component.
    [loader, remote, expose, attempt],
  );

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
      <RemoteErrorBoundary label={`${remote}/${expose}`} resetKey={attempt} fallback={<RemoteFallback onRetry={retry} />}>
        <Suspense fallback={<RemoteLoading />}>
          <Exposed {...(props as ExposedProps<R, E> & object)} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
