import { z } from 'zod';
import { ATTACHED_ASSETS_PREFIX } from '../constants';
import { bilingualInputSchema, bilingualTextSchema } from '../common/bilingual';
import { isoDateTimeSchema } from '../common/dates';
import { isWebUrlOrSitePath } from '../common/urls';
import { validationKeys } from '../texts/validation';
import { contactRecipientSchema } from './contact';
import { hoursExceptionsSchema, weeklyHoursSchema } from './store-hours';

export * from './store-hours';

const TEXT_MAX = 200;
const bilingualLine = (requiredMessage: string) =>
  bilingualInputSchema({ requiredMessage, max: TEXT_MAX, tooLong: validationKeys.tooLong });

/** A phone number as it is shown (`+389 2 3123 456`): digits with spaces, dashes, slashes or brackets. */
export const storePhoneSchema = z
  .string({ error: validationKeys.storePhoneInvalid })
  .trim()
  .regex(/^\+?\d[\d ()/-]{5,23}$/u, { error: validationKeys.storePhoneInvalid });

/**
 * A Viber or WhatsApp number in international (E.164) form, spaces and dashes allowed while typing and
 * dropped when stored (`+389 70 123 456` → `+38970123456`); empty for none.
 */
export const messagingNumberSchema = z
  .string({ error: validationKeys.messagingNumberInvalid })
  .trim()
  .max(30, { error: validationKeys.messagingNumberInvalid })
  .transform((text) => text.replace(/[\s().-]/gu, ''))
  .refine((text) => text === '' || /^\+[1-9]\d{6,14}$/u.test(text), {
    error: validationKeys.messagingNumberInvalid,
  });

/** A store's photo: an uploaded image (`/attached_assets/...`) or an https URL; empty for none. */
const storePhotoSchema = z
  .string({ error: validationKeys.imageUrlInvalid })
  .trim()
  .max(2048, { error: validationKeys.tooLong })
  .refine(
    (url) =>
      url === '' ||
      (isWebUrlOrSitePath(url) && (!url.startsWith('/') || url.startsWith(ATTACHED_ASSETS_PREFIX))),
    { error: validationKeys.imageUrlInvalid },
  );

const coordinate = (limit: number) =>
  z
    .number({ error: validationKeys.storeCoordinateInvalid })
    .min(-limit, { error: validationKeys.storeCoordinateInvalid })
    .max(limit, { error: validationKeys.storeCoordinateInvalid });

/** What staff enter for a store (POST /api/stores, PUT /api/stores/:id). */
export const storeInputSchema = z.strictObject({
  name: bilingualLine(validationKeys.storeNameRequired),
  street: bilingualLine(validationKeys.storeStreetRequired),
  city: bilingualLine(validationKeys.storeCityRequired),
  postalCode: z
    .string({ error: validationKeys.storePostalCodeInvalid })
    .trim()
    .regex(/^\d{4,5}$/u, { error: validationKeys.storePostalCodeInvalid }),
  phone: storePhoneSchema,
  email: contactRecipientSchema,
  viber: messagingNumberSchema.optional().default(''),
  whatsapp: messagingNumberSchema.optional().default(''),
  hours: weeklyHoursSchema,
  exceptions: hoursExceptionsSchema.optional().default([]),
  latitude: coordinate(90),
  longitude: coordinate(180),
  photo: storePhotoSchema.optional().default(''),
  order: z
    .number({ error: validationKeys.storeOrderInvalid })
    .int({ error: validationKeys.storeOrderInvalid })
    .min(0, { error: validationKeys.storeOrderInvalid })
    .max(999, { error: validationKeys.storeOrderInvalid })
    .optional()
    .default(0),
  headOffice: z.boolean({ error: validationKeys.booleanInvalid }).optional().default(false),
});
export type StoreInput = z.output<typeof storeInputSchema>;
export type StoreInputFields = z.input<typeof storeInputSchema>;

const rangeOut = z.object({ opens: z.string(), closes: z.string() });

/** A stored store, texts in both languages (the page shows the one of its language). */
export const storeSchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  street: bilingualTextSchema,
  city: bilingualTextSchema,
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  viber: z.string(),
  whatsapp: z.string(),
  hours: z.object({
    monday: z.array(rangeOut),
    tuesday: z.array(rangeOut),
    wednesday: z.array(rangeOut),
    thursday: z.array(rangeOut),
    friday: z.array(rangeOut),
    saturday: z.array(rangeOut),
    sunday: z.array(rangeOut),
  }),
  exceptions: z.array(z.object({ date: z.string(), hours: z.array(rangeOut) })),
  latitude: z.number(),
  longitude: z.number(),
  photo: z.string(),
  order: z.number().int(),
  headOffice: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type Store = z.infer<typeof storeSchema>;

/** The stores in their order (head office first among equals). */
export const storeListSchema = z.array(storeSchema);

export const storeIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
