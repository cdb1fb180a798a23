import { LANGUAGES } from '@hiti/contracts';
import { translate } from '../../i18n';

/** The category groups the storefront has labels and fallback images for. */
const CATEGORY_SLUGS = [
  'fireplaces',
  'built-in',
  'freestanding',
  'stoves',
  'outdoor',
  'accessories',
  'montage',
  'electric',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The specification's names of the groups (older data names categories in Albanian only). */
const SPECIFICATION_NAMES: Record<string, CategorySlug> = {
  'kamina montues': 'built-in',
  'kamina elektrik': 'electric',
  aksesor: 'accessories',
  aksesore: 'accessories',
  kamina: 'fireplaces',
  soba: 'stoves',
  montim: 'montage',
};

/** The Macedonian names the demo catalogue gives groups whose labels say it otherwise. */
const MACEDONIAN_NAMES: Record<string, CategorySlug> = {
  'вградени камини': 'built-in',
  прибор: 'accessories',
};

const normalized = (name: string) => name.trim().normalize('NFC').toLowerCase();

/** The group labels of both languages, each naming its group. */
function labelNames(): Record<string, CategorySlug> {
  const names: Record<string, CategorySlug> = {};
  for (const language of LANGUAGES) {
    for (const slug of CATEGORY_SLUGS)
      names[normalized(translate(language, `categories.names.${slug}`))] = slug;
  }
  return names;
}

/** Every name a group is known by, in either language. */
const GROUP_NAMES: Record<string, CategorySlug> = {
  ...labelNames(),
  ...MACEDONIAN_NAMES,
  ...SPECIFICATION_NAMES,
};

function slugItself(name: string): CategorySlug | undefined {
  return CATEGORY_SLUGS.find((slug) => slug === name);
}

/**
 * The group of a category name in either language, if the storefront knows it: a category's Macedonian
 * and Albanian names give the same group, so the group identifies a known category on every page.
 */
export function categorySlug(name: string): CategorySlug | undefined {
  const key = normalized(name);
  return GROUP_NAMES[key] ?? slugItself(key);
}

/** The group whose translated label is shown for this name: the specification's names and the group names. */
export function labelledCategorySlug(name: string): CategorySlug | undefined {
  const key = normalized(name);
  return SPECIFICATION_NAMES[key] ?? slugItself(key);
}

export function categoryFallbackImage(slug: CategorySlug | undefined): string {
  return `/images/categories/${slug ?? 'fireplaces'}.jpg`;
}
