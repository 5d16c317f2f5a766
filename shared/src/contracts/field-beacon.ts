import { z } from 'zod';
import { REMOTE_NAMES } from '../federation/contract';
import { lazySchema } from './lazy-schema';

/**
 * Field telemetry: what the host reports of each page view, attributed to remote@version
 * (host/src/telemetry/, POST /api/field/beacon, api/src/handlers/field-beacon-route.ts). It carries counts,
 * versions and timings only: no account id, no address, no URL, no error text (a message or a
 * stack can quote what a reader typed), so nothing in it says who the reader is. Objects are
 * strict: a field added by mistake (an id, a path) is refused, not stored. The schemas are built on
 * first use (lazySchema): the API parses beacons, the page only sends them, so the page's start-up
 * does not build them (issue 26).
 */

/** The largest beacon body the API reads; Chrome also caps a page's queued beacons at 64 KiB. */
export const FIELD_BEACON_MAX_BYTES = 8 * 1024;
/** Page views per beacon: the host sends before it gathers more. */
export const FIELD_BEACON_MAX_VIEWS = 20;
/** Occurrences of one kind counted per view and remote; beyond it the view is broken anyway. */
const MAX_COUNT = 50;

export const FIELD_LOAD_FAILURE_KINDS = ['entry', 'chunk', 'integrity', 'timeout'] as const;
export type FieldLoadFailureKind = (typeof FIELD_LOAD_FAILURE_KINDS)[number];
/** One remote@version's failure counts as the page tallies them and the API sums them: each load failure kind, boundary and uncaught errors. */
export type FieldFailureCounts = Record<FieldLoadFailureKind, number> & { render: number; uncaught: number };

export const FIELD_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type FieldVital = (typeof FIELD_VITALS)[number];

const count = () => z.number().int().min(0).max(MAX_COUNT);
/** Milliseconds; a page open for hours can report a long INP, but not beyond ten minutes. */
const milliseconds = () => z.number().min(0).max(600_000);

/** One remote as one page view ran it: the version it loaded and what went wrong with it. */
export const fieldRemoteViewSchema = lazySchema(() =>
  z.strictObject({
    remote: z.enum(REMOTE_NAMES),
    /** A deployment version as build-info.json writes it (`1.0.0-75a4654612`). */
    version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/),
    loadFailures: z.strictObject({ entry: count(), chunk: count(), integrity: count(), timeout: count() }).partial().optional(),
    /** Errors a region's boundary caught while the remote rendered. */
    renderErrors: count().optional(),
    /** Uncaught errors and rejections whose stack points into this version's files. */
    uncaughtErrors: count().optional(),
  }),
);
export type FieldRemoteView = z.infer<typeof fieldRemoteViewSchema>;

export const fieldVitalsSchema = lazySchema(() =>
  z.strictObject({ LCP: milliseconds(), INP: milliseconds(), CLS: z.number().min(0).max(100), TTFB: milliseconds() }).partial(),
);
export type FieldVitals = z.infer<typeof fieldVitalsSchema>;

export const fieldViewSchema = lazySchema(() =>
  z
    .strictObject({
      remotes: z.array(fieldRemoteViewSchema).max(REMOTE_NAMES.length),
      /** The remote that owns the route; the view's Web Vitals are attributed to its version. */
      owner: z.enum(REMOTE_NAMES).optional(),
      vitals: fieldVitalsSchema.optional(),
    })
    .refine((view) => new Set(view.remotes.map((entry) => entry.remote)).size === view.remotes.length, 'a remote is listed twice'),
);
export type FieldView = z.infer<typeof fieldViewSchema>;

export const fieldBeaconSchema = lazySchema(() =>
  z.strictObject({
    schemaVersion: z.literal(1),
    views: z.array(fieldViewSchema).min(1).max(FIELD_BEACON_MAX_VIEWS),
  }),
);
export type FieldBeacon = z.infer<typeof fieldBeaconSchema>;

/** Where the host sends beacons (under the API's prefix). */
export const FIELD_BEACON_PATH = '/field/beacon';
