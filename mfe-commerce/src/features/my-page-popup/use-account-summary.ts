import { useCallback, useEffect, useState } from 'react';
import {
  RESPONSE_CODES,
  api,
  bus,
  getAccountPoint,
  getAccountSubscription,
  isApiError,
  responseCodeKey,
  sessionActions,
  type Subscription,
} from '@ciao/shared';

export type AccountSummary =
  | { status: 'loading' }
  | { status: 'error'; messageKey: string }
  | { status: 'ready'; paidPoint: number; freePoint: number; totalPoint: number; coin: number; subscription: Subscription | null };

/**
 * Balances and subscription for the popup, fetched each time it opens (balances change
 * with every purchase). The fresh balances also go to the shared session store and the
 * bus, so the rest of the page shows the same numbers.
 */
export function useAccountSummary() {
  const [summary, setSummary] = useState<AccountSummary>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    setSummary({ status: 'loading' });
    Promise.all([api.call(getAccountPoint, {}, options), api.call(getAccountSubscription, {}, options)])
      .then(([{ point, coin }, { subscription }]) => {
        if (controller.signal.aborted) return;
        const wallet = { paidPoint: point.paid_point, freePoint: point.free_point, coin };
        sessionActions.walletChanged(wallet);
        bus.emit('wallet:changed', wallet);
        setSummary({ status: 'ready', ...wallet, totalPoint: point.total, subscription });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const messageKey = isApiError(error) ? error.messageKey : responseCodeKey(RESPONSE_CODES.SERVER_ERROR);
        setSummary({ status: 'error', messageKey });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { summary, retry };
}
