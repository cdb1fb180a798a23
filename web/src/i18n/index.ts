import { DEFAULT_LANGUAGE, formatText } from '@hiti/contracts';
import type { Language, TextValues } from '@hiti/contracts';
import { al } from './al';
import { mk } from './mk';
import type { StorefrontTexts } from './types';

/** The whole text tree of a language, for structured texts (lists of slides, sections). */
export const textsByLanguage: Record<Language, StorefrontTexts> = { mk, al };

/** Every dotted path to one text of the tree (`products.shown`); lists are read whole, not by key. */
type TextPaths<T, Prefix extends string = ''> = {
  [Key in keyof T & string]: T[Key] extends string
    ? `${Prefix}${Key}`
    : T[Key] extends readonly unknown[]
      ? never
      : TextPaths<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

export type TextKey = TextPaths<typeof mk>;

function lookUp(language: Language, key: string): string | undefined {
  let node: unknown = textsByLanguage[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of a key in a language with its `{{name}}` places filled (a place without a value stays as written). */
export function translate(language: Language, key: TextKey, values?: TextValues): string {
  const text = lookUp(language, key) ?? lookUp(DEFAULT_LANGUAGE, key) ?? key;
  return formatText(text, values);
}
