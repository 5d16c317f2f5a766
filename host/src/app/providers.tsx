import { StrictMode, type ReactNode } from 'react';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-loader';

/** Everything a page needs around the router; tests wrap their routers in the same providers. */
export function AppProviders({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <StrictMode>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </StrictMode>
  );
}
