interface ListedProduct {
  id: number;
  images?: unknown[];
  specifications?: Record<string, unknown>;
}

/**
 * The product whose page weighs most: the first with a gallery (two pictures or more) and a specification
 * table, else the first product at all.
 */
export async function showcaseProductId(siteUrl: string): Promise<number> {
  const response = await fetch(new URL('/api/products', siteUrl));
  if (!response.ok) throw new Error(`/api/products answered ${response.status}`);
  const products = (await response.json()) as ListedProduct[];
  const showcase = products.find(
    (product) => (product.images?.length ?? 0) >= 2 && Object.keys(product.specifications ?? {}).length > 0,
  );
  const chosen = showcase ?? products[0];
  if (!chosen) throw new Error('the catalogue has no product');
  return chosen.id;
}
