import { z } from 'zod';
import { ATTACHED_ASSETS_PREFIX, DEFAULT_UNIT_TYPE, PRICE_MAX } from '../constants';
import { isWebUrlOrSitePath } from '../common/urls';
import { bilingualInputSchema } from '../common/bilingual';
import { hasHiddenCharacters } from '../common/typed-text';
import { positiveIntFromStringSchema } from '../common/query';
import { validationKeys } from '../texts/validation';
import { PROMOTION_FIELDS, promotionIssues, type PromotionEntry } from '../domain/promotion';
import { productUnitInputSchema } from '../domain/product-units';
import { specificationsInputSchema } from './specifications-input';
import { productCodeCreateFields, productCodeUpdateFields } from '../domain/product-code';
import { productBrandCreateFields, productBrandUpdateFields } from '../domain/product-brand';
import {
  productDisplayStoresCreateFields,
  productDisplayStoresUpdateFields,
} from '../domain/product-display-stores';
import { productImagesInputSchema } from '../domain/product-images';

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .refine((text) => !hasHiddenCharacters(text), { error: validationKeys.textHiddenCharacters })
    .trim()
    .min(1, { error: message })
    .max(max, { error: validationKeys.tooLong });

const imageUrlSchema = z
  .string({ error: validationKeys.imageUrlRequired })
  .trim()
  .min(1, { error: validationKeys.imageUrlRequired })
  .max(2048, { error: validationKeys.tooLong })
  .refine(
    (url) =>
      url === '' ||
      (isWebUrlOrSitePath(url) && (!url.startsWith('/') || url.startsWith(ATTACHED_ASSETS_PREFIX))),
    {
      error: validationKeys.imageUrlInvalid,
    },
  );

/** Optional PDF link: empty means none; otherwise an `http(s)://` URL or a path of this site. */
const pdfUrlSchema = z
  .string({ error: validationKeys.pdfUrlInvalid })
  .trim()
  .max(2048, { error: validationKeys.tooLong })
  .refine((url) => url === '' || isWebUrlOrSitePath(url), {
    error: validationKeys.pdfUrlInvalid,
  })
  .transform((url) => (url === '' ? null : url))
  .nullable();

/** A price; text (a CSV cell that is no price, or could be two: `1.299`) is refused as unreadable. */
const priceSchema = z
  .number({
    error: (issue) =>
      typeof issue.input === 'string' ? validationKeys.priceUnreadable : validationKeys.priceMin,
  })
  .min(0, { error: validationKeys.priceMin })
  .max(PRICE_MAX, { error: validationKeys.priceMax })
  .finite()
  .nullable();

/** A yes/no field; a CSV file writes it as true/false or 1/0, anything else is refused with this message. */
const yesNoSchema = z.boolean({ error: validationKeys.booleanInvalid });

/**
 * A promotion date: an ISO date-time, or a plain `YYYY-MM-DD` day that stands for the whole of that day in
 * the showroom's time (Europe/Skopje; see `promoDateInstant`); empty means none.
 */
const promoDateSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')], {
    error: validationKeys.dateInvalid,
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** The category: its id, or its name in either language (any case), as a CSV file names it. */
const categoryRefSchema = z.union(
  [positiveIntFromStringSchema, requiredText(validationKeys.productCategoryRequired, 100)],
  {
    error: validationKeys.productCategoryRequired,
  },
);

const productFields = {
  name: bilingualInputSchema({
    requiredMessage: validationKeys.productNameRequired,
    max: 200,
    tooLong: validationKeys.tooLong,
  }),
  description: bilingualInputSchema({
    requiredMessage: validationKeys.productDescriptionRequired,
    max: 10_000,
    tooLong: validationKeys.tooLong,
  }),
  category: categoryRefSchema,
  imageUrl: imageUrlSchema,
  pdfUrl: pdfUrlSchema,
  fullPrice: priceSchema,
  unitPrice: priceSchema,
  promoPrice: priceSchema,
  unitType: productUnitInputSchema,
  inStock: yesNoSchema,
  onPromo: yesNoSchema,
  featured: yesNoSchema,
  promoStartDate: promoDateSchema,
  promoEndDate: promoDateSchema,
  specifications: specificationsInputSchema,
  images: productImagesInputSchema,
};

/**
 * Adds the promotion rules to a product body schema; they run as soon as the fields they read are
 * valid, whatever the other fields hold, so a form shows them next to its other messages.
 */
function withPromotionRules<T extends z.ZodType<PromotionEntry>>(schema: T, scope: 'whole' | 'partial') {
  return schema.superRefine(
    (value, context) => {
      for (const issue of promotionIssues(value, scope)) {
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    {
      // the rules read fields of an object: a body that is not one (null, a list, a string) is refused as such
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !Array.isArray(payload.value) &&
        !payload.issues.some(
          (issue) =>
            (issue.path?.length ?? 0) === 0 || PROMOTION_FIELDS.some((field) => field === issue.path?.[0]),
        ),
    },
  );
}

/**
 * A new product needs an image: its `imageUrl` (the card image, as SPEC callers send it) or its `images`
 * (the gallery, whose first is the card image); with both, `imageUrl` must be that first image. Checked once
 * both fields are otherwise valid.
 */
function withAnImage<
  T extends z.ZodType<{ imageUrl?: string | undefined; images?: readonly { url: string }[] | undefined }>,
>(schema: T, scope: 'whole' | 'partial') {
  return schema.superRefine(
    ({ imageUrl, images }, context) => {
      const first = images?.[0]?.url;
      if (scope === 'whole' && imageUrl === undefined && first === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['imageUrl'],
          message: validationKeys.imageUrlRequired,
        });
      } else if (imageUrl !== undefined && first !== undefined && imageUrl !== first) {
        context.addIssue({
          code: 'custom',
          path: ['imageUrl'],
          message: validationKeys.productImageUrlNotFirst,
        });
      }
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !Array.isArray(payload.value) &&
        !payload.issues.some((issue) => ['imageUrl', 'images'].includes(String(issue.path?.[0]))),
    },
  );
}

/**
 * Body of POST /api/products. With `images` the first image is the card image and `imageUrl` may be left
 * out; with `imageUrl` alone the gallery is that one image.
 */
export const productCreateSchema = withPromotionRules(
  withAnImage(
    z.strictObject({
      name: productFields.name,
      description: productFields.description,
      category: productFields.category,
      imageUrl: productFields.imageUrl.optional(),
      images: productFields.images.optional(),
      pdfUrl: productFields.pdfUrl.optional().default(null),
      fullPrice: productFields.fullPrice.optional().default(null),
      unitPrice: productFields.unitPrice.optional().default(null),
      promoPrice: productFields.promoPrice.optional().default(null),
      unitType: productFields.unitType.optional().default(DEFAULT_UNIT_TYPE),
      inStock: productFields.inStock.optional().default(true),
      onPromo: productFields.onPromo.optional().default(false),
      featured: productFields.featured.optional().default(false),
      promoStartDate: productFields.promoStartDate.optional().default(null),
      promoEndDate: productFields.promoEndDate.optional().default(null),
      specifications: productFields.specifications.optional().default({}),
      ...productCodeCreateFields,
      ...productBrandCreateFields,
      ...productDisplayStoresCreateFields,
    }),
    'whole',
  ),
  'whole',
);
export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/**
 * Body of PATCH /api/products/{id}: any subset of the fields; nothing is defaulted. The catalog checks
 * the promotion rules on the product the update leaves behind.
 */
export const productUpdateSchema = withPromotionRules(
  withAnImage(
    z.strictObject({
      name: productFields.name.optional(),
      description: productFields.description.optional(),
      category: productFields.category.optional(),
      /** Replaces the card image (the first of the gallery); the other images stay. */
      imageUrl: productFields.imageUrl.optional(),
      /** Replaces the whole gallery, in its order (`imageUrl`, if also given, must be its first). */
      images: productFields.images.optional(),
      pdfUrl: productFields.pdfUrl.optional(),
      fullPrice: productFields.fullPrice.optional(),
      unitPrice: productFields.unitPrice.optional(),
      promoPrice: productFields.promoPrice.optional(),
      unitType: productFields.unitType.optional(),
      inStock: productFields.inStock.optional(),
      onPromo: productFields.onPromo.optional(),
      featured: productFields.featured.optional(),
      promoStartDate: productFields.promoStartDate.optional(),
      promoEndDate: productFields.promoEndDate.optional(),
      /** The values it sets (`null` clears one); the other values of the product stay. */
      specifications: productFields.specifications.optional(),
      ...productCodeUpdateFields,
      ...productBrandUpdateFields,
      ...productDisplayStoresUpdateFields,
    }),
    'partial',
  ),
  'partial',
);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
