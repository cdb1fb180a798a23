/** The id of the first product a running site's public catalogue lists (the page of a real product). */
export async function firstProductId(siteUrl: string): Promise<number> {
  const response = await fetch(new URL('/api/products', siteUrl));
  if (!response.ok) throw new Error(`/api/products answered ${response.status}`);
  const [first] = (await response.json()) as Array<{ id: number }>;
  if (!first) throw new Error('the catalogue has no product');
  return first.id;
}
