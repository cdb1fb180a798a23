/** A public page of the storefront and the status the server answers it with. */
export interface PublicRoute {
  path: string;
  status: 200 | 404;
}

const MACEDONIAN_PATHS = ['/', '/products', '/stores', '/about', '/contact', '/terms', '/privacy'];

/** Albanian pages are the Macedonian ones under `/al/`. */
function inAlbanian(path: string): string {
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

export { firstProductId } from '@hiti/local';
