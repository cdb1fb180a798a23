import type { EventHandlers } from '@hiti/service-kit';
import type { ResponseCache, CacheNamespace } from './cache';

/** Which cached reads each domain event makes stale. */
export function cacheDroppingHandlers(cache: ResponseCache): EventHandlers {
  const drop =
    (...namespaces: CacheNamespace[]) =>
    async () =>
      cache.invalidate(...namespaces);
  return {
    'product.created': drop('products'),
    'product.updated': drop('products'),
    'product.deleted': drop('products'),
    'products.imported': drop('products'),
    'category.created': drop('categories'),
    'category.updated': drop('categories'),
    'category.renamed': drop('categories', 'products'),
    'category.deleted': drop('categories'),
    'brand.created': drop('brands'),
    // products answer their brand's name
    'brand.updated': drop('brands', 'products'),
    'brand.deleted': drop('brands'),
    'content.updated': drop('site-content'),
    'store.updated': drop('stores'),
    'store.deleted': drop('stores'),
  };
}
