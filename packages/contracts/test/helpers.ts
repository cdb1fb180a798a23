import type { z } from 'zod';
import { validationText } from '../src';

/** The messages of the issues a schema reports for `input` at a field path (all paths when omitted). */
export function issuesAt(schema: z.ZodType, input: unknown, path?: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => path === undefined || issue.path.join('.') === path)
    .map((issue) => validationText(issue.message));
}

/** Parses and returns the data, failing the test with the issues if the input is rejected. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** A copy of `record` without `key`. */
export function without(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
