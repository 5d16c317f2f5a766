import ky, { type KyInstance } from 'ky';
import { CRAWLER_HEADER, SIGNATURE_HEADER, isCrawlerUserAgent, signParams } from '../contracts/signature';
import { envelopeSchema } from '../contracts/endpoint';
import type { Endpoint, ParamsOf, ResponseOf } from '../contracts/endpoint';
import { RESPONSE_CODES } from '../contracts/response-codes';
import { ApiError } from './api-error';

/** The web client's version and platform (docs/wire-facts.md §1: 6.0.0 and 3 = web). */
export const CLIENT_VERSION = '6.0.0';
export const CLIENT_PLATFORM = { none: '0', ios: '1', android: '2', web: '3' } as const;

export interface CallOptions {
  /** docs/product-rules.md §8: skip the maintenance rule for this call (the 1098 answer is thrown but not reported). */
  skipMaintenanceCheck?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Where the API lives; the composed site serves it under /api on the same origin. */
  baseUrl: string;
  userAgent?: string;
  /** Called once per 1098 answer of a call that did not opt out (the host shows the maintenance page). */
  onMaintenance?: (error: ApiError) => void;
  /** Called on every 1097 answer: the reader's region is refused (the host shows the denied page). */
  onRegionDenied?: (error: ApiError) => void;
  /** Called when the server says the session token is invalid or missing (docs/product-rules.md §4: log out locally). */
  onTokenError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

type WireParams = Record<string, string>;

/** Params as they go on the wire: strings, lists comma-joined, absent values dropped. */
export function toWireParams(params: Record<string, unknown>): WireParams {
  const wire: WireParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    wire[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return wire;
}

/** Relative API bases resolve against the page (fetch in Node and jsdom needs absolute URLs). */
function resolveUrl(url: string): string {
  const here = globalThis.location?.href;
  return here ? new URL(url, here).toString() : url;
}

function createHttp(fetchImplementation: typeof fetch | undefined): KyInstance {
  return ky.create({
    credentials: 'include',
    retry: 0,
    timeout: 15_000,
    throwHttpErrors: false,
    ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
  });
}

/**
 * The only HTTP client of the front end (lint forbids ky elsewhere). Adds version,
 * platform, the signature and crawler headers; sends cookies; form-encodes POST bodies;
 * never retries; parses every answer with the endpoint's zod schema.
 */
export class ApiClient {
  private http: KyInstance;
  private options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
    this.http = createHttp(options.fetch);
  }

  /**
   * Sends the calls elsewhere: the web server renders a page's first screen with the page's own
   * code, whose calls go to the API in the same process (there is no page address to resolve
   * '/api' against).
   */
  setTransport(transport: Required<Pick<ApiClientOptions, 'baseUrl' | 'fetch'>>): void {
    this.options = { ...this.options, ...transport };
    this.http = createHttp(transport.fetch);
  }

  async call<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, options: CallOptions = {}): Promise<ResponseOf<E>> {
    const wire = toWireParams({ ...(params as Record<string, unknown>), version: CLIENT_VERSION, platform: CLIENT_PLATFORM.web });
    const headers: Record<string, string> = {
      [SIGNATURE_HEADER]: await signParams(wire),
      [CRAWLER_HEADER]: String(isCrawlerUserAgent(this.options.userAgent ?? '')),
    };
    // Signing is asynchronous: a call that nobody wants any more by now (the screen that asked
    // was left) is not sent.
    options.signal?.throwIfAborted();
    const url = resolveUrl(`${this.options.baseUrl.replace(/\/$/, '')}${endpoint.path}`);
    const body = new URLSearchParams(wire);
    let response: Response;
    try {
      response = await this.http(url, {
        method: endpoint.method,
        headers,
        ...(endpoint.method === 'GET' ? { searchParams: body } : { body }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, RESPONSE_CODES.SERVER_ERROR, null, `network error: ${String(cause)}`);
    }
    const envelope = envelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) {
      throw new ApiError(response.status, RESPONSE_CODES.SERVER_ERROR, null, `unreadable answer from ${endpoint.path}`);
    }
    const { response_code: code, data, message } = envelope.data;
    if (code !== RESPONSE_CODES.SUCCESS || !response.ok) {
      const error = new ApiError(response.status, code || RESPONSE_CODES.SERVER_ERROR, data ?? null, message);
      this.report(error, options);
      throw error;
    }
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(
        response.status,
        RESPONSE_CODES.SERVER_ERROR,
        data,
        `answer of ${endpoint.path} breaks its contract: ${parsed.error.message}`,
      );
    }
    return parsed.data as ResponseOf<E>;
  }

  private report(error: ApiError, options: CallOptions): void {
    if (error.isMaintenance && !options.skipMaintenanceCheck) this.options.onMaintenance?.(error);
    if (error.isRegionDenied) this.options.onRegionDenied?.(error);
    if (error.responseCode === RESPONSE_CODES.WEB_TOKEN_INVALID) this.options.onTokenError?.(error);
  }
}
