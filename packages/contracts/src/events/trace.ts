import { z } from 'zod';

/**
 * Carried beside the data of every queued event and mail job: the id of the request that caused it, so
 * the logs of one request can be followed from the gateway to the process that handles the job. The
 * payload and job schemas carry no field of this name (their parse drops it).
 */
export const jobTraceSchema = z.object({ requestId: z.string().min(1).max(200).optional() });
export type JobTrace = z.infer<typeof jobTraceSchema>;

/** The trace of a job's data; data without one (queued outside a request) has none. */
export function jobTraceOf(data: unknown): JobTrace {
  const parsed = jobTraceSchema.safeParse(data);
  return parsed.success ? parsed.data : {};
}
