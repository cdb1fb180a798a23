import { z } from 'zod';

/** How long a round's load is sent uncounted before its measured seconds, unless a spec says otherwise. */
export const DEFAULT_WARMUP_SECONDS = 1;

/** What one load-generator process is asked to send. */
export const loadSpecSchema = z.object({
  url: z.url(),
  method: z.enum(['GET', 'POST']).default('GET'),
  path: z.string().startsWith('/'),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().optional(),
  seconds: z.number().positive(),
  /**
   * Sent first, at the same rate or with the same connections, and not counted: the generator's own code
   * is compiled and (open loop) its connections are open before the measured seconds start, so a round's
   * figures are the system's steady state, not the first requests of a new process.
   */
  warmupSeconds: z.number().nonnegative().default(DEFAULT_WARMUP_SECONDS),
  /** Closed loop: this many connections, each sending its next request as soon as the last is answered. */
  connections: z.number().int().positive().default(10),
  /** Open loop instead: one request every 1/rate seconds, timed from when it was due. */
  rate: z.number().positive().optional(),
  /** Appended to the path as `?<name>=<n>` with a new n per request (every request a cache miss). */
  distinctQuery: z.string().optional(),
  /** A new `X-Forwarded-For` address per request (per-address limits behind a trusted proxy). */
  distinctClient: z.boolean().default(false),
});
export type LoadSpec = z.input<typeof loadSpecSchema>;

export const loadResultSchema = z.object({
  ok: z.number(),
  failed: z.number(),
  perSecond: z.number(),
  /** Latencies of the successful answers; none succeeded: NaN (sent as null in JSON). */
  p50: z
    .number()
    .nullable()
    .transform((value) => value ?? Number.NaN),
  p99: z
    .number()
    .nullable()
    .transform((value) => value ?? Number.NaN),
  statuses: z.record(z.string(), z.number()),
});
export type LoadResult = z.output<typeof loadResultSchema>;
