/** A public page of the storefront and the status the server answers it with. */
export interface PublicRoute {
  path: string;
  status: 200 | 404;
}

const MACEDONIAN_PATHS = ['/', '/products', '/about', '/contact', '/terms', '/privacy'];

/** Albanian pages are the Macedonian ones under `/al/`. */
export function inAlbanian(path: string): string {
  return path === '/' ? '/al/' : `/al${path}`;
}

/** Every public route (SPEC §2) in both languages, with a real product's page and an unknown path. */
export function publicRoutes(productId: number): PublicRoute[] {
  const macedonian: PublicRoute[] = [
    ...MACEDONIAN_PATHS.map((path) => ({ path, status: 200 as const })),
    { path: `/product/${productId}`, status: 200 },
    { path: '/no-such-page', status: 404 },
  ];
  return [...macedonian, ...macedonian.map((route) => ({ ...route, path: inAlbanian(route.path) }))];
}

/** The id of the first product the public catalogue lists. */
export async function firstProductId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products`);
  if (!response.ok) throw new Error(`/api/products answered ${response.status}`);
  const [first] = (await response.json()) as Array<{ id: number }>;
  if (!first) throw new Error('the demo catalogue has no product');
  return first.id;
}
