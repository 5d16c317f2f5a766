import { StrictMode, type ReactNode } from 'react';
import { QueryProvider, type QueryClient } from '@ciao/shared';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-loader';

/** The host's own providers; tests put them inside the shared harness's query provider. */
export function ShellProviders({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <StrictMode>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </StrictMode>
  );
}

/**
 * Everything a page needs around the router. The one QueryClient of the page is given
 * here, so every remote rendered inside the host's tree shares its cache.
 */
export function AppProviders({ loader, queryClient, children }: { loader: RemoteLoader; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryProvider client={queryClient}>
      <ShellProviders loader={loader}>{children}</ShellProviders>
    </QueryProvider>
  );
}
