import { z } from 'zod';
import { isoDateTimeSchema } from '../common/dates';
import { pagedSchema, pagingQueryFields } from '../common/paging';
import { cacheBusterFields, optionalQueryTextSchema, positiveIntFromStringSchema } from '../common/query';
import { CONTACT_MAXIMUMS } from '../constants';
import { hasHiddenCharacters } from '../common/typed-text';
import { contactMessageSchema, emailSchema, positiveIdSchema } from '../public/contact';
import { validationKeys } from '../texts/validation';
import { MAIL_STATUSES } from './mail-outbox';

/** Where an enquiry stands: new until someone takes it, answered once a reply went out, closed when done. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, {
  error: validationKeys.enquiryStatusInvalid,
});

/** The staff member who handles an enquiry. */
export const enquiryStaffSchema = z.object({ id: z.number().int().positive(), username: z.string() });
export type EnquiryStaff = z.infer<typeof enquiryStaffSchema>;

/** A reply's mail as the outbox has it: whether and when it went out. */
export const enquiryReplyMailSchema = z.object({
  id: z.string(),
  status: z.enum(MAIL_STATUSES),
  sentAt: isoDateTimeSchema.nullable(),
  lastError: z.string().nullable(),
});

/** One entry of an enquiry's thread: a note staff keep for each other, or a reply mailed to the visitor. */
export const enquiryThreadEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['note', 'reply']),
  text: z.string(),
  author: enquiryStaffSchema,
  createdAt: isoDateTimeSchema,
  /** A reply's mail; null for a note (and for a reply whose outbox entry is gone). */
  mail: enquiryReplyMailSchema.nullable(),
});
export type EnquiryThreadEntry = z.infer<typeof enquiryThreadEntrySchema>;

/** An enquiry in the list: a contact message with where it stands. */
export const enquirySummarySchema = contactMessageSchema.extend({
  status: enquiryStatusSchema,
  assignee: enquiryStaffSchema.nullable(),
  closedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

/** An enquiry with its thread, oldest entry first. */
export const enquirySchema = enquirySummarySchema.extend({ thread: z.array(enquiryThreadEntrySchema) });
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryPageSchema = pagedSchema(enquirySummarySchema);
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

const calendarDaySchema = z.iso.date({ error: validationKeys.dateInvalid });

/** The filters of the enquiry list (and of its CSV export): every one optional, all of them combined. */
export const enquiryFilterFields = {
  status: enquiryStatusSchema.optional(),
  storeId: positiveIntFromStringSchema.optional(),
  productId: positiveIntFromStringSchema.optional(),
  /** First and last day (`YYYY-MM-DD`, in the showroom's time) the enquiry arrived on. */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  /** Words looked for in the name, e-mail address, subject and message. */
  search: optionalQueryTextSchema,
};

const daysInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined || query.to === undefined || query.from <= query.to;
const dayRangeIssue = { error: validationKeys.dateRangeOrder, path: ['to'] };

export const enquiryFilterSchema = z.strictObject(enquiryFilterFields).refine(daysInOrder, dayRangeIssue);
export type EnquiryFilter = z.infer<typeof enquiryFilterSchema>;

/** Query of the enquiry list: the filters and a page, newest first. */
export const enquiryListQuerySchema = z
  .strictObject({ ...enquiryFilterFields, ...pagingQueryFields, ...cacheBusterFields })
  .refine(daysInOrder, dayRangeIssue);
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** Query of the CSV export: the list's filters. */
export const enquiryExportQuerySchema = z
  .strictObject({ ...enquiryFilterFields, ...cacheBusterFields })
  .refine(daysInOrder, dayRangeIssue);
export type EnquiryExportQuery = z.infer<typeof enquiryExportQuerySchema>;

/** Path parameters `{ id }` of an enquiry. */
export const enquiryIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{24}$/, { error: 'Must be an enquiry id' }),
});
export type EnquiryIdParams = z.infer<typeof enquiryIdParamsSchema>;

/** Body of an enquiry change: its status, who handles it (null: nobody), its store (null: none). */
export const enquiryUpdateSchema = z
  .strictObject({
    status: enquiryStatusSchema.optional(),
    /** A staff member's id, `me` for the admin making the change, or null for nobody. */
    assigneeId: z
      .union([z.literal('me'), positiveIdSchema(validationKeys.enquiryAssigneeUnknown)], {
        error: validationKeys.enquiryAssigneeUnknown,
      })
      .nullable()
      .optional(),
    storeId: positiveIdSchema(validationKeys.contactStoreInvalid).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: validationKeys.enquiryNothingChanged });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** The change as notify stores it: the assignee named by the gateway, which looked the id up. */
export const enquiryChangeSchema = z.strictObject({
  status: enquiryStatusSchema.optional(),
  assignee: enquiryStaffSchema.nullable().optional(),
  storeId: z.number().int().positive().nullable().optional(),
});
export type EnquiryChange = z.infer<typeof enquiryChangeSchema>;

/** The text of a note or a reply: several lines, no hidden characters. */
const threadTextSchema = z
  .string({ error: validationKeys.enquiryTextRequired })
  .trim()
  .min(1, { error: validationKeys.enquiryTextRequired })
  .max(CONTACT_MAXIMUMS.message, { error: validationKeys.enquiryTextTooLong })
  .refine((text) => !hasHiddenCharacters(text), { error: validationKeys.textHiddenCharacters });

/** Body of a note and of a reply. */
export const enquiryTextBodySchema = z.strictObject({ text: threadTextSchema });
export type EnquiryTextBody = z.infer<typeof enquiryTextBodySchema>;

/** How many enquiries nobody has taken yet. */
export const enquiryCountSchema = z.object({ new: z.number().int().min(0) });
export type EnquiryCount = z.infer<typeof enquiryCountSchema>;

/** Body of "erase this person": every enquiry and newsletter entry of this address goes. */
export const personEraseBodySchema = z.strictObject({ email: emailSchema });
export type PersonEraseBody = z.infer<typeof personEraseBodySchema>;

/** What was erased (counts only: the log never keeps the content). */
export const personErasedSchema = z.object({
  enquiries: z.number().int().min(0),
  newsletter: z.number().int().min(0),
});
export type PersonErased = z.infer<typeof personErasedSchema>;
