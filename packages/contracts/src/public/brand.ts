import { z } from 'zod';
import { cacheBusterFields, idParamsSchema } from '../common/query';
import { hasHiddenCharactersInLine } from '../common/typed-text';
import { isWebUrlOrSitePath } from '../common/urls';
import { validationKeys } from '../texts/validation';

/** The longest brand name (makers' names are short: "La Nordica-Extraflame"). */
export const BRAND_NAME_MAX = 60;
/** The highest place a brand can be given in lists (0 first). */
export const BRAND_ORDER_MAX = 999;

/**
 * A maker whose products the catalogue carries. One name in every language (brands are not translated),
 * unique regardless of case; `order` places it in lists (then by name).
 */
export const brandSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  websiteUrl: z.string().nullable(),
  order: z.number().int().min(0),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.array(brandSchema);

const brandNameSchema = z
  .string({ error: validationKeys.brandNameRequired })
  .refine((name) => !hasHiddenCharactersInLine(name), {
    error: validationKeys.textHiddenCharacters,
    abort: true,
  })
  .trim()
  .min(1, { error: validationKeys.brandNameRequired })
  .max(BRAND_NAME_MAX, { error: validationKeys.tooLong });

/** The maker's website: an `http(s)://` address; empty means none. */
const brandWebsiteSchema = z
  .string({ error: validationKeys.brandWebsiteInvalid })
  .trim()
  .max(2048, { error: validationKeys.tooLong })
  .refine((url) => url === '' || (isWebUrlOrSitePath(url) && !url.startsWith('/')), {
    error: validationKeys.brandWebsiteInvalid,
  })
  .transform((url) => (url === '' ? null : url))
  .nullable();

const brandOrderSchema = z
  .number({ error: validationKeys.storeOrderInvalid })
  .int({ error: validationKeys.storeOrderInvalid })
  .min(0, { error: validationKeys.storeOrderInvalid })
  .max(BRAND_ORDER_MAX, { error: validationKeys.storeOrderInvalid });

/** Body of POST /api/brands. */
export const brandInputSchema = z.strictObject({
  name: brandNameSchema,
  websiteUrl: brandWebsiteSchema.optional().default(null),
  order: brandOrderSchema.optional().default(0),
});
export type BrandInput = z.infer<typeof brandInputSchema>;
export type BrandInputBody = z.input<typeof brandInputSchema>;

/** Body of PATCH /api/brands/{id}: any subset of the fields. */
export const brandUpdateSchema = z.strictObject({
  name: brandNameSchema.optional(),
  websiteUrl: brandWebsiteSchema.optional(),
  order: brandOrderSchema.optional(),
});
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;
export type BrandUpdateBody = z.input<typeof brandUpdateSchema>;

/** GET /api/brands: cache busters are ignored. */
export const brandListQuerySchema = z.strictObject({ ...cacheBusterFields });

export const brandIdParamsSchema = idParamsSchema;

/** The key that makes brand names unique regardless of case ("MCZ" and "mcz" clash). */
export const brandNameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');

/** Brands in list order: by `order`, then by name. */
export function sortBrands<T extends Pick<Brand, 'name' | 'order'>>(brands: readonly T[]): T[] {
  return [...brands].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en'));
}

/** What the API says when a brand still in use is to be deleted: how many products use it. */
export function brandInUseMessage(products: number): string {
  const used = products === 1 ? '1 product uses' : `${products} products use`;
  return `${used} this brand. Choose another brand for them (or none) before deleting it.`;
}
