import { z } from 'zod';
import { CONTENT_MAX_CHARS } from '../constants';
import { CONTENT_TYPES } from '../content/keys';
import { isoDateTimeSchema } from '../common/dates';
import { cacheBusterFields, idParamsSchema } from '../common/query';
import { validationMessages } from '../validation/messages';

export const contentTypeSchema = z.enum(CONTENT_TYPES, { error: validationMessages.contentTypeInvalid });
export const CONTENT_KINDS = ['text', 'image'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS);

export const contentFeatureSchema = z.object({ title: z.string(), description: z.string() });
export type ContentFeature = z.infer<typeof contentFeatureSchema>;

/** Free metadata of a content item; the fields seen in use are typed, others pass through. */
export const siteContentMetadataSchema = z.looseObject({
  alt: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  title_mk: z.string().optional(),
  description_mk: z.string().optional(),
  /** Macedonian version of `content` for a text item whose `content` is the Albanian one. */
  content_mk: z.string().optional(),
  subtitle: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  mapUrl: z.string().optional(),
  imageUrl: z.string().optional(),
  features: z.array(contentFeatureSchema).optional(),
});
export type SiteContentMetadata = z.infer<typeof siteContentMetadataSchema>;

export const siteContentItemSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  type: contentTypeSchema,
  content: z.string(),
  contentType: contentKindSchema,
  metadata: siteContentMetadataSchema,
  updatedAt: isoDateTimeSchema,
});
export type SiteContentItem = z.infer<typeof siteContentItemSchema>;

export const siteContentListSchema = z.array(siteContentItemSchema);

/** Query of GET /api/site-content. */
export const siteContentQuerySchema = z.strictObject({
  type: contentTypeSchema.optional(),
  ...cacheBusterFields,
});
export type SiteContentQuery = z.infer<typeof siteContentQuerySchema>;

const contentKeySchema = z
  .string({ error: validationMessages.contentKeyInvalid })
  .trim()
  .regex(/^[a-z0-9_]{1,100}$/, { error: validationMessages.contentKeyInvalid });
const contentTextSchema = z.string().max(CONTENT_MAX_CHARS, { error: validationMessages.tooLong });

/** Body of POST /api/site-content. */
export const siteContentCreateSchema = z.strictObject({
  type: contentTypeSchema,
  key: contentKeySchema,
  content: contentTextSchema,
  contentType: contentKindSchema.optional().default('text'),
  metadata: siteContentMetadataSchema.optional().default({}),
});
export type SiteContentCreate = z.infer<typeof siteContentCreateSchema>;

/** Body of PATCH /api/site-content/{id}: any subset of the fields; nothing is defaulted. */
export const siteContentUpdateSchema = z.strictObject({
  type: contentTypeSchema.optional(),
  key: contentKeySchema.optional(),
  content: contentTextSchema.optional(),
  contentType: contentKindSchema.optional(),
  metadata: siteContentMetadataSchema.optional(),
});
export type SiteContentUpdate = z.infer<typeof siteContentUpdateSchema>;

export const siteContentIdParamsSchema = idParamsSchema;

/** Path parameters `{ key }` of an item read by its key. */
export const siteContentKeyParamsSchema = z.strictObject({ key: contentKeySchema });
