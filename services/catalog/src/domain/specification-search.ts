import { SPECIFICATION_ATTRIBUTES, isSpecificationKey, type Specifications } from '@hiti/contracts';

/**
 * The names of a product's choice values in every language ("Пелети Pelet Pellets"), so a search for the
 * fuel or the finish in either script finds it. Numbers and yes/no values are left to filters.
 */
export function specificationSearchWords(specifications: Specifications | undefined): string {
  const words: string[] = [];
  for (const [key, value] of Object.entries(specifications ?? {})) {
    if (!isSpecificationKey(key) || typeof value !== 'string') continue;
    const attribute = SPECIFICATION_ATTRIBUTES[key];
    if (attribute.kind !== 'choice') continue;
    const option = (attribute.options as Readonly<Record<string, Record<string, string>>>)[value];
    if (option) words.push(...Object.values(option));
  }
  return words.join(' ');
}
