import { useRef } from 'react';
import { useNavigate } from '@ciao/shared/router';
import { type CheckoutItemType, href, paymentCheckoutCreate, useApiMutation } from '@ciao/shared';

/** A return path the server accepts (a path of this site), else none: a bad `?return=` is dropped, not sent. */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value) return undefined;
  const parsed = paymentCheckoutCreate.params.shape.return_path.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Opens a checkout for one item and goes to the sandbox card-payment page. The server prices
 * it; a double click opens one checkout (a ref guard besides the busy button).
 */
export function useStartCheckout(returnPath?: string) {
  const navigate = useNavigate();
  const started = useRef(false);
  const create = useApiMutation(paymentCheckoutCreate, {
    onSuccess: ({ checkout }) => navigate(href('PAYMENT_SANDBOX', { checkoutId: checkout.checkout_id })),
    onError: () => {
      started.current = false;
    },
  });
  return {
    start(itemType: CheckoutItemType, itemId: string) {
      if (started.current) return;
      started.current = true;
      create.mutate({ item_type: itemType, item_id: itemId, ...(returnPath ? { return_path: returnPath } : {}) });
    },
    pendingItem: create.isPending ? create.variables?.item_id : undefined,
    busy: create.isPending || create.isSuccess,
    error: create.error,
  };
}
