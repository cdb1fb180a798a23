import type { Locale } from '../../common/locale';
import type { FieldIssue } from '../../errors/error-body';
import { al } from './al';
import { en } from './en';
import type { ValidationMessageKey, ValidationTexts } from './keys';
import { mk } from './mk';

export type { ValidationMessageKey, ValidationTexts } from './keys';

/** The refusals in English as the specification writes them: the `message` of an API error's details. */
export const validationMessages: typeof en = en;

/** Every refusal in every locale, by key. */
export const validationTexts: Readonly<Record<Locale, ValidationTexts>> = { en, mk, al };

/**
 * What a schema raises for a refusal: its key. Where the refusal is shown, the key becomes the text of the
 * reader's language; it is never looked up by its English wording.
 */
export const validationKeys = Object.fromEntries(Object.keys(en).map((key) => [key, key])) as {
  readonly [Key in ValidationMessageKey]: Key;
};

export function isValidationKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(en, value);
}

/** A refusal in a locale. */
export function validationMessage(key: ValidationMessageKey, locale: Locale = 'en'): string {
  return validationTexts[locale][key];
}

/** The text of what a schema raised: a refusal's key in the locale; zod's own messages (no key) as they are. */
export function validationText(raised: string, locale: Locale = 'en'): string {
  return isValidationKey(raised) ? validationTexts[locale][raised] : raised;
}

/** A refusal as API answers carry it: its key, and its English text for callers that show it as it is. */
export function refusal(key: ValidationMessageKey): { key: ValidationMessageKey; message: string } {
  return { key, message: en[key] };
}

/** A refusal of one field as API errors carry it. */
export function fieldIssue(path: string, key: ValidationMessageKey): FieldIssue {
  return { path, ...refusal(key) };
}

/** An issue of a zod parse as API errors carry it. */
export function issueDetail(issue: { path: readonly PropertyKey[]; message: string }): FieldIssue {
  const path = issue.path.map(String).join('.') || '(root)';
  return isValidationKey(issue.message) ? fieldIssue(path, issue.message) : { path, message: issue.message };
}
