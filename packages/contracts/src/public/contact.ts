import { z } from 'zod';
import { CONTACT_MAXIMUMS, CONTACT_MINIMUMS, LANGUAGES } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import { hasHiddenCharacters, hasHiddenCharactersInLine } from '../common/typed-text';
import { validationKeys } from '../texts/validation';

type ContactTextField = keyof typeof CONTACT_MINIMUMS;

const TOO_SHORT: Record<ContactTextField, string> = {
  name: validationKeys.contactName,
  phone: validationKeys.contactPhone,
  subject: validationKeys.contactSubject,
  message: validationKeys.contactMessage,
};

const TOO_LONG: Record<ContactTextField, string> = {
  name: validationKeys.contactNameTooLong,
  phone: validationKeys.contactPhoneTooLong,
  subject: validationKeys.contactSubjectTooLong,
  message: validationKeys.contactMessageTooLong,
};

/**
 * A text of the contact form, trimmed, within the field's minimum and maximum, each refusal naming its rule.
 * It reaches the showroom's mail, so it holds no hidden character (a reversed or disguised name), and only the
 * message has more than one line (a line break in a name or subject would pass for another field of the mail).
 */
const contactText = (field: ContactTextField) =>
  z
    .string({ error: TOO_SHORT[field] })
    .trim()
    .min(CONTACT_MINIMUMS[field], { error: TOO_SHORT[field] })
    .max(CONTACT_MAXIMUMS[field], { error: TOO_LONG[field] })
    .refine((text) => !(field === 'message' ? hasHiddenCharacters(text) : hasHiddenCharactersInLine(text)), {
      error: validationKeys.textHiddenCharacters,
    });

/** An e-mail address (trimmed) with the form's message. */
export const emailSchema = z
  .string({ error: validationKeys.contactEmail })
  .trim()
  .max(CONTACT_MAXIMUMS.email, { error: validationKeys.contactEmailTooLong })
  .pipe(z.email({ error: validationKeys.contactEmail }));

/**
 * The address staff choose for contact enquiries (content item `contact_recipient_email`): an e-mail
 * address, or empty for the configured recipient.
 */
export const contactRecipientSchema = z
  .string({ error: validationKeys.contactRecipientInvalid })
  .trim()
  .max(CONTACT_MAXIMUMS.email, { error: validationKeys.tooLong })
  .pipe(
    z.union(
      [
        z.literal('', { error: validationKeys.contactRecipientInvalid }),
        z.email({ error: validationKeys.contactRecipientInvalid }),
      ],
      { error: validationKeys.contactRecipientInvalid },
    ),
  );

/** A hidden form field people never fill in; a value marks the submission as automated. */
export const honeypotSchema = z.string().max(1000).optional();

export const languageSchema = z.enum(LANGUAGES);

/** The id of a record (a positive whole number); anything else is refused with `message`. */
export const positiveIdSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** Body of POST /api/contact. */
export const contactBodySchema = z.strictObject({
  name: contactText('name'),
  email: emailSchema,
  phone: contactText('phone'),
  subject: contactText('subject'),
  message: contactText('message'),
  /** Sent by the client; the server replaces it with the company address. */
  recipient: z.string().max(CONTACT_MAXIMUMS.email).optional(),
  website: honeypotSchema,
  language: languageSchema.optional(),
  /** The product the visitor asks about (its page's contact to buy). */
  productId: positiveIdSchema(validationKeys.productUnknown).optional(),
  /** The showroom the visitor chose. */
  storeId: positiveIdSchema(validationKeys.contactStoreInvalid).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export type ContactBodyInput = z.input<typeof contactBodySchema>;

/** The product an enquiry is about, as it was when the enquiry was sent (its price in euros incl. VAT). */
export const enquiryProductSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.strictObject({ mk: z.string(), al: z.string() }),
  price: z.number().min(0),
});
export type EnquiryProduct = z.infer<typeof enquiryProductSchema>;

/**
 * Body of notify's POST /contact: the visitor's message, with the product read from the catalog in place of
 * its id.
 */
export const contactEnquiryBodySchema = contactBodySchema
  .omit({ productId: true })
  .extend({ product: enquiryProductSchema.optional() });
export type ContactEnquiryBody = z.infer<typeof contactEnquiryBodySchema>;

/** Answer of POST /api/contact (202): the message is stored and its mail queued. */
export const contactAcceptedSchema = z.object({ status: z.literal('queued'), id: z.string() });
export type ContactAccepted = z.infer<typeof contactAcceptedSchema>;

/** A stored contact message. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  recipient: z.string(),
  language: languageSchema,
  product: enquiryProductSchema.nullable(),
  storeId: z.number().int().positive().nullable(),
  createdAt: isoDateTimeSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
