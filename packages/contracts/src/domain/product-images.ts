import { z } from 'zod';
import { ATTACHED_ASSETS_PREFIX, PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX } from '../constants';
import { bilingualTextSchema, optionalBilingualInputSchema } from '../common/bilingual';
import { validationKeys } from '../texts/validation';

/** The name of a file the media service stores (`/attached_assets/{name}`): no folders, no `..`. */
const OWN_FILE_PATH = /^\/attached_assets\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Whether a URL is one of the site's own uploaded images (its WebP variants exist). */
export const isOwnImagePath = (url: string) =>
  url.startsWith(ATTACHED_ASSETS_PREFIX) && OWN_FILE_PATH.test(url) && !url.includes('..');

/** A product image as the API answers it: its URL and its alt text in both languages (either may be empty). */
export const productImageSchema = z.object({ url: z.string(), alt: bilingualTextSchema });
export type ProductImage = z.infer<typeof productImageSchema>;

/** One image of a product body: a file uploaded to this site, its alt texts optional. */
const productImageInputSchema = z.strictObject(
  {
    url: z
      .string({ error: validationKeys.productImageNotOurs })
      .trim()
      .refine(isOwnImagePath, { error: validationKeys.productImageNotOurs }),
    alt: optionalBilingualInputSchema({
      max: PRODUCT_IMAGE_ALT_MAX,
      tooLong: validationKeys.productImageAltTooLong,
    })
      .optional()
      .default({ mk: '', al: '' }),
  },
  { error: validationKeys.productImageNotOurs },
);

/** The ordered images of a product body: one at least, at most `PRODUCT_IMAGES_MAX`. */
export const productImagesInputSchema = z
  .array(productImageInputSchema, { error: validationKeys.productImagesRequired })
  .min(1, { error: validationKeys.productImagesRequired })
  .max(PRODUCT_IMAGES_MAX, { error: validationKeys.productImagesMax });
export type ProductImagesInput = z.input<typeof productImagesInputSchema>;

/** The images as the API answers them: every product has one at least, the first being `imageUrl`. */
export const productImagesViewFields = { images: z.array(productImageSchema).min(1) };
