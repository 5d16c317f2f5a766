import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { installCachePolicy } from './cache-policy';
import { createQueryClient } from './create-query-client';

interface QueryProviderProps {
  /** The page's client (the host passes its one client); a standalone page may omit it. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * Provides the query cache and installs the cache policy (login/logout clearing, balance
 * announcements) for as long as it is mounted. Host, standalone pages and the test
 * harness all use this one provider, so they run the same policy.
 */
export function QueryProvider({ client, children }: QueryProviderProps) {
  const [own] = useState(() => client ?? createQueryClient());
  const active = client ?? own;
  useEffect(() => installCachePolicy(active), [active]);
  return <QueryClientProvider client={active}>{children}</QueryClientProvider>;
}
