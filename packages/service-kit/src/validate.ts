import type { z } from 'zod';
import { issueDetail, type FieldIssue } from '@hiti/contracts';
import { AppError } from './errors';

export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map(issueDetail);
}

/** Parses untrusted input with a contracts schema; bad input becomes a 400 with per-field details. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', { details: zodIssuesToDetails(result.error.issues) });
  }
  return result.data;
}
