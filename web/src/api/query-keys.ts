/**
 * Query keys of one resource, nested so that invalidating `lists()` or `details()` reaches every
 * list or detail of it, and `all` reaches both.
 */
export function queryKeysFactory<const Resource extends string>(resource: Resource) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object = {}) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', String(id)] as const,
  };
}

export const productKeys = queryKeysFactory('products');
export const categoryKeys = queryKeysFactory('categories');
export const siteContentKeys = queryKeysFactory('site-content');
export const storeKeys = queryKeysFactory('stores');
export const brandKeys = queryKeysFactory('brands');
/** The instant a server-rendered page computed what depends on the clock (a store open now), in ms. */
export const RENDER_CLOCK_KEY = ['render-clock'] as const;
export const authKeys = queryKeysFactory('auth');
export const adminUserKeys = queryKeysFactory('admin-users');
export const auditKeys = queryKeysFactory('audit');
export const mailOutboxKeys = queryKeysFactory('mail-outbox');
export const enquiryKeys = queryKeysFactory('enquiries');
export const productImportKeys = queryKeysFactory('product-imports');
