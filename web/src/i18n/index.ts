import { DEFAULT_LANGUAGE, formatText, storefrontTexts } from '@hiti/contracts';
import type { Language, StorefrontTexts, TextValues } from '@hiti/contracts';

/** Every dotted path to one text of the tree (`products.shown`). */
type TextPaths<T, Prefix extends string = ''> = {
  [Key in keyof T & string]: T[Key] extends string
    ? `${Prefix}${Key}`
    : TextPaths<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

export type TextKey = TextPaths<StorefrontTexts>;

function lookUp(language: Language, key: string): string | undefined {
  let node: unknown = storefrontTexts[language];
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
