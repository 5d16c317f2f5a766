import type { Endpoint } from '@ciao/shared/contracts';
import type { z } from 'zod';
import { ApiFailure, parameterInvalid } from './api-failure';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, HandlerContext } from './api-context';
import type { DrawingJob } from '../images/drawing-job';
import { RESPONSE_CODES } from '@ciao/shared/contracts';

/** One row of the route table: a contract endpoint and what runs it, with types erased. */
export interface ApiRoute {
  endpoint: Endpoint;
  run(context: Omit<HandlerContext<unknown>, 'params'>, wire: Record<string, string>): Promise<unknown>;
}

/**
 * One row of the image route table (images/image-routes.ts): a GET path under /image and how to find
 * the image its URL names. `find` answers null when the URL names no image (404), `refused` when
 * a signed URL does not hold (403), else the image's cache key and its drawing.
 */
export interface ImageRoute {
  path: string;
  /** Who may keep the image, and how long. */
  cacheControl: string;
  find(api: ApiContext, request: FastifyRequest): Promise<FoundImage | { refused: string } | null>;
}

export interface FoundImage {
  cacheKey: string;
  /** What to draw, as data: the API's drawing threads draw it (api/src/images/drawing-pool.ts). */
  drawing: DrawingJob;
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
      const params = parseParams(endpoint, wire);
      const answer = await handler({ ...context, params });
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new ApiFailure(RESPONSE_CODES.SERVER_ERROR, `answer of ${endpoint.path} breaks its contract: ${checked.error.message}`);
      }
      return checked.data;
    },
  };
}

function parseParams<P extends z.ZodObject>(endpoint: Endpoint<P, z.ZodType>, wire: Record<string, string>): z.output<P> {
  const params = endpoint.params.safeParse(wire);
  if (!params.success) {
    const issue = params.error.issues[0];
    throw parameterInvalid(`invalid param ${issue?.path.join('.') || '(params)'}: ${issue?.message ?? 'invalid'}`);
  }
  return params.data;
}

/**
 * A route whose answer is the same for every caller (no reader, no params beyond the common
 * ones): the checked answer is kept in the API's short cache for `ttlMs` under `cacheKey`, so
 * a hit costs neither the database nor the contract check. Params are still checked on every
 * call. The handler must not read `reader`: whoever misses first computes for everyone.
 */
export function defineSharedRoute<P extends z.ZodObject, R extends z.ZodType>(
  endpoint: Endpoint<P, R>,
  cache: { key: string; ttlMs: number },
  handler: (context: HandlerContext<z.output<P>>) => Promise<z.input<R>>,
): ApiRoute {
  const route = defineRoute(endpoint, handler);
  return {
    endpoint,
    async run(context, wire) {
      parseParams(endpoint, wire);
      return context.api.shortCache.remember(`${cache.key}:${context.api.publicPrefix}`, cache.ttlMs, () => route.run(context, wire));
    },
  };
}
