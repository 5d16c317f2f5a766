import type { Endpoint } from '@ciao/shared/contracts';
import type { z } from 'zod';
import { ApiFailure, parameterInvalid } from './api-failure';
import type { HandlerContext } from './api-context';
import { RESPONSE_CODES } from '@ciao/shared/contracts';

/** One row of the route table: a contract endpoint and what runs it, with types erased. */
export interface ApiRoute {
  endpoint: Endpoint;
  run(context: Omit<HandlerContext<unknown>, 'params'>, wire: Record<string, string>): Promise<unknown>;
}

/**
 * Binds a handler to its endpoint contract: params are parsed with `endpoint.params`
 * (failure = 1001) and the answer is checked with `endpoint.response` before it leaves,
 * so the server can never answer something the client's parser would reject.
 */
export function defineRoute<P extends z.ZodObject, R extends z.ZodType>(
  endpoint: Endpoint<P, R>,
  handler: (context: HandlerContext<z.output<P>>) => Promise<z.input<R>>,
): ApiRoute {
  return {
    endpoint,
    async run(context, wire) {
      const params = endpoint.params.safeParse(wire);
      if (!params.success) {
        const issue = params.error.issues[0];
        throw parameterInvalid(`invalid param ${issue?.path.join('.') || '(params)'}: ${issue?.message ?? 'invalid'}`);
      }
      const answer = await handler({ ...context, params: params.data });
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new ApiFailure(RESPONSE_CODES.SERVER_ERROR, `answer of ${endpoint.path} breaks its contract: ${checked.error.message}`);
      }
      return checked.data;
    },
  };
}
