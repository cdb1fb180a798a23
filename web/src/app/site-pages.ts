/**
 * The storefront's pages (SPEC §2) by name, each at its path below the language's: `/products` in
 * Macedonian, `/al/products` in Albanian (the home page is the language's own path). The route table the app
 * renders takes its paths from here, and so does the server that answers them.
 */
export const STORE_PAGE_PATHS = {
  home: '',
  products: 'products',
  product: 'product/:id',
  stores: 'stores',
  compare: 'compare',
  about: 'about',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
} as const;

export type StorePage = keyof typeof STORE_PAGE_PATHS;
