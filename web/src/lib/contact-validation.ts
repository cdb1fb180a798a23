import { CONTACT_FORM_FIELDS } from '@hiti/contracts';
import type { ContactFormField, Language, contactBodySchema, validationText } from '@hiti/contracts';

/**
 * The server's contact schema and the translator of its messages, loaded by the form when it is first sent
 * (the messages' table stays out of a page's first load).
 */
export interface ContactChecks {
  contactBodySchema: typeof contactBodySchema;
  validationText: typeof validationText;
}

export type ContactFormValues = Record<ContactFormField, string>;
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

function isField(name: unknown): name is ContactFormField {
  return typeof name === 'string' && (CONTACT_FORM_FIELDS as readonly string[]).includes(name);
}

/** The first problem of each field, in the visitor's language (SPEC §5 rules, the server's schema). */
export function validateContactForm(
  values: ContactFormValues,
  language: Language,
  checks: ContactChecks,
): ContactFormErrors {
  const result = checks.contactBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) {
      errors[field] = checks.validationText(issue.message, language);
    }
  }
  return errors;
}
