import { z } from 'zod';

/** A refused field: where, the refusal's key (to show it in the reader's language) and its English text. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  key: z.string().optional(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape on the wire. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
