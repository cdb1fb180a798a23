/** The category groups the storefront has labels and fallback images for. */
export const CATEGORY_SLUGS = [
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

const KNOWN_NAMES: Record<string, CategorySlug> = {
  'kamina montues': 'built-in',
  'kamina elektrik': 'electric',
  aksesor: 'accessories',
  aksesore: 'accessories',
  kamina: 'fireplaces',
  soba: 'stoves',
  montim: 'montage',
};

/** The group of a category name, if the storefront knows it. */
export function categorySlug(name: string): CategorySlug | undefined {
  const normalized = name.trim().toLowerCase();
  return KNOWN_NAMES[normalized] ?? CATEGORY_SLUGS.find((slug) => slug === normalized);
}

export function categoryFallbackImage(slug: CategorySlug | undefined): string {
  return `/images/categories/${slug ?? 'fireplaces'}.jpg`;
}
