import { useEffect, useRef } from 'react';
import { useSearchParams } from '@ciao/shared/router';
import type { ZodType } from 'zod';

/**
 * A mailed link's `?token=`: read, checked against the call's own token rule, and sent with
 * `send` once per token, also under StrictMode's second effect run (a second call would find
 * the single-use link used).
 */
export function useMailedLinkToken(tokenSchema: ZodType<string>, send: (params: { token: string }) => void) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validToken = tokenSchema.safeParse(token).success;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!validToken || sent.current === token) return;
    sent.current = token;
    send({ token });
  }, [send, token, validToken]);

  return { token, validToken };
}
