import { z } from 'zod';
import { CONTENT_MAX_CHARS, CONTENT_SAVE_MAX_ITEMS } from '../constants';
import { CONTENT_TYPES } from '../content/keys';
import { isoDateTimeSchema } from '../common/dates';
import { cacheBusterFields, idParamsSchema } from '../common/query';
import { bilingualTextSchema, languageQueryFields } from '../common/bilingual';
import { validationKeys } from '../texts/validation';
import { CONTENT_KINDS } from './site-content-fields';

export * from './site-content-fields';

export const contentTypeSchema = z.enum(CONTENT_TYPES, { error: validationKeys.contentTypeInvalid });
export const contentKindSchema = z.enum(CONTENT_KINDS);

const contentText = z.string().max(CONTENT_MAX_CHARS, { error: validationKeys.tooLong });
const bilingualContentText = z.strictObject({ mk: contentText, al: contentText });

export const contentFeatureSchema = z.strictObject({
  title: bilingualContentText,
  description: bilingualContentText,
});
export type ContentFeature = z.infer<typeof contentFeatureSchema>;

/**
 * Metadata of a content item: the texts of a slide, an image's alt text, and so on, each in both
 * languages; links and image paths are the same in both.
 */
export const bilingualSiteContentMetadataSchema = z.strictObject({
  alt: bilingualContentText.optional(),
  title: bilingualContentText.optional(),
  description: bilingualContentText.optional(),
  subtitle: bilingualContentText.optional(),
  address: bilingualContentText.optional(),
  phone: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  mapUrl: z.string().max(2048).optional(),
  imageUrl: z.string().max(2048).optional(),
  features: z.array(contentFeatureSchema).max(20).optional(),
  /** A hero slide taken off the home page by "Remove Second Slider" (see `isRemovedSecondSlide`). */
  removed: z.literal(true).optional(),
});
export type BilingualSiteContentMetadata = z.infer<typeof bilingualSiteContentMetadataSchema>;

/**
 * A content item in both languages. A text that reads the same in both (a link, a phone number, an
 * image path) is kept in `content.mk` with `content.al` empty, so both languages read it.
 */
export const bilingualSiteContentItemSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  type: contentTypeSchema,
  content: bilingualTextSchema,
  contentType: contentKindSchema,
  metadata: bilingualSiteContentMetadataSchema,
  updatedAt: isoDateTimeSchema,
});
export type BilingualSiteContentItem = z.infer<typeof bilingualSiteContentItemSchema>;
export const bilingualSiteContentListSchema = z.array(bilingualSiteContentItemSchema);

/** Metadata with its texts in one language. */
export const siteContentMetadataSchema = z.object({
  alt: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  subtitle: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  mapUrl: z.string().optional(),
  imageUrl: z.string().optional(),
  features: z.array(z.object({ title: z.string(), description: z.string() })).optional(),
  removed: z.literal(true).optional(),
});
export type SiteContentMetadata = z.infer<typeof siteContentMetadataSchema>;

/** A content item with its texts in one language (a read with `?lang=`). */
export const siteContentItemSchema = bilingualSiteContentItemSchema.extend({
  content: z.string(),
  metadata: siteContentMetadataSchema,
});
export type SiteContentItem = z.infer<typeof siteContentItemSchema>;
export const siteContentListSchema = z.array(siteContentItemSchema);

/** Query of GET /api/site-content. */
export const siteContentQuerySchema = z.strictObject({
  type: contentTypeSchema.optional(),
  ...languageQueryFields,
  ...cacheBusterFields,
});
export type SiteContentQuery = z.infer<typeof siteContentQuerySchema>;

/** Query of the editors' read (`GET /api/admin/site-content`): every item of one type (or all), both languages. */
export const siteContentEditorQuerySchema = z.strictObject({
  type: contentTypeSchema.optional(),
  ...cacheBusterFields,
});
export type SiteContentEditorQuery = z.infer<typeof siteContentEditorQuerySchema>;

const contentKeySchema = z
  .string({ error: validationKeys.contentKeyInvalid })
  .trim()
  .regex(/^[a-z0-9_]{1,100}$/, { error: validationKeys.contentKeyInvalid });

/** Body of POST /api/site-content. */
export const siteContentCreateSchema = z.strictObject({
  type: contentTypeSchema,
  key: contentKeySchema,
  content: bilingualContentText,
  contentType: contentKindSchema.optional().default('text'),
  metadata: bilingualSiteContentMetadataSchema.optional().default({}),
});
export type SiteContentCreate = z.infer<typeof siteContentCreateSchema>;

/** Body of PATCH /api/site-content/{id}: any subset of the fields; nothing is defaulted. */
export const siteContentUpdateSchema = z.strictObject({
  type: contentTypeSchema.optional(),
  key: contentKeySchema.optional(),
  content: bilingualContentText.optional(),
  contentType: contentKindSchema.optional(),
  metadata: bilingualSiteContentMetadataSchema.optional(),
});
export type SiteContentUpdate = z.infer<typeof siteContentUpdateSchema>;

/**
 * One item of an editor's save: found by its key and updated, or created when the key is missing. An
 * item given without `contentType` or `metadata` keeps the stored ones.
 */
export const siteContentSaveItemSchema = z.strictObject({
  type: contentTypeSchema,
  key: contentKeySchema,
  content: bilingualContentText,
  contentType: contentKindSchema.optional(),
  metadata: bilingualSiteContentMetadataSchema.optional(),
});
export type SiteContentSaveItem = z.infer<typeof siteContentSaveItemSchema>;

/** Body of PUT /api/site-content: the items of one save, each key once; all are written or none. */
export const siteContentSaveSchema = z.strictObject({
  items: z
    .array(siteContentSaveItemSchema)
    .max(CONTENT_SAVE_MAX_ITEMS, { error: validationKeys.contentSaveTooLarge })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'key'],
            message: validationKeys.contentKeyRepeated,
          });
        }
        seen.add(item.key);
      });
    }),
});
export type SiteContentSave = z.infer<typeof siteContentSaveSchema>;

/** One item a save wrote: as it was (null when the save created it), and as it is stored now. */
export const siteContentChangeSchema = z.object({
  before: bilingualSiteContentItemSchema.nullable(),
  after: bilingualSiteContentItemSchema,
});
export type SiteContentChange = z.infer<typeof siteContentChangeSchema>;

/** Answer of a save: the items that changed; items equal to the stored ones were not written. */
export const siteContentSaveResultSchema = z.object({ changed: z.array(siteContentChangeSchema) });
export type SiteContentSaveResult = z.infer<typeof siteContentSaveResultSchema>;

export const siteContentIdParamsSchema = idParamsSchema;

/** Path parameters `{ key }` of an item read by its key. */
export const siteContentKeyParamsSchema = z.strictObject({ key: contentKeySchema });
