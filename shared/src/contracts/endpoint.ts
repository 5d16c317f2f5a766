import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * One API call, described once and used by both sides: the server validates its input
 * with `params` and its output with `response`; the client builds and parses calls from it.
 * Params are on the wire as strings; the param helpers below accept a string (wire) or a
 * number (client) and produce the typed value.
 */
export interface Endpoint<P extends z.ZodObject = z.ZodObject, R extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path under the API base, e.g. `/web/top`. */
  path: string;
  readonly params: P;
  readonly response: R;
  /** Requires a logged-in reader; the server answers 2011 otherwise. */
  auth: 'required' | 'optional';
  /** docs/product-rules.md §8: calls that must keep working during maintenance (status check, for one). */
  maintenanceOptOut?: boolean;
}

/** How an endpoint file describes its call: the schemas are built by functions, on first use. */
export interface EndpointSpec<P extends z.ZodObject, R extends z.ZodType> extends Omit<Endpoint<P, R>, 'params' | 'response'> {
  params: () => P;
  response: () => R;
}

/**
 * Builds an endpoint whose zod schemas are made the first time `params` or `response` is
 * read. Why: zod 4 builds each schema eagerly, and building every call's schemas when
 * @ciao/shared loaded was most of its start-up (the contracts alone, bundled and evaluated
 * in Node: about 270 ms before, 65 ms after; a phone is slower), while a page uses a
 * handful of calls.
 */
export function defineEndpoint<P extends z.ZodObject, R extends z.ZodType>(spec: EndpointSpec<P, R>): Endpoint<P, R> {
  const { params, response, ...call } = spec;
  let paramsSchema: P | undefined;
  let responseSchema: R | undefined;
  return {
    ...call,
    get params() {
      paramsSchema ??= params();
      return paramsSchema;
    },
    get response() {
      responseSchema ??= response();
      return responseSchema;
    },
  };
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType> ? z.input<P> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodObject, infer R> ? z.output<R> : never;

const MAX_ID = 2_147_483_647;

/** A non-negative integer id (titles, episodes, accounts...). */
export function idParam() {
  return intParam(0, MAX_ID);
}

const intParams = new Map<string, ReturnType<typeof buildIntParam>>();

/** An integer in [min, max] from the wire or the client. Schemas are immutable, so one per range is built and shared. */
export function intParam(min: number, max: number) {
  const key = `${min}:${max}`;
  let schema = intParams.get(key);
  if (!schema) {
    schema = buildIntParam(min, max);
    intParams.set(key, schema);
  }
  return schema;
}

function buildIntParam(min: number, max: number) {
  return z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^-?\d{1,10}$/, 'not an integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** A comma-separated id list (`1,2,3`), at most `max` ids. */
export function idListParam(max = 100) {
  return z
    .string()
    .max(max * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'not a comma-separated id list')
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(0).max(MAX_ID)).min(1).max(max));
}

export function flagParam() {
  return z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((value) => value === true || value === '1' || value === 'true');
}

/** Every call carries version and platform (docs/wire-facts.md §1). */
export const commonParams = lazySchema(() => ({
  version: z.string().max(20).optional(),
  platform: z.enum(['0', '1', '2', '3']).optional(),
}));

/** Success envelope of every answer; failures carry a non-zero response_code and a message. */
export const envelopeSchema = lazySchema(() =>
  z.object({
    response_code: z.number().int(),
    message: z.string().optional(),
    data: z.unknown().optional(),
  }),
);
export type Envelope = z.infer<typeof envelopeSchema>;
