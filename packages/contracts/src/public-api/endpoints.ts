import type { HttpMethod } from './endpoint';

/** Where the public API is served. */
export const API_PREFIX = '/api';

/**
 * Method and path of every public route, by name. Kept apart from the routes' schemas (`publicApi`) so
 * that a page can call the API without loading the schema library.
 */
export const apiEndpoints = {
  // sessions
  login: { method: 'POST', path: '/api/auth/login' },
  checkSession: { method: 'GET', path: '/api/auth/check' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  // two-step sign-in
  signInWithCode: { method: 'POST', path: '/api/auth/second-factor' },
  getSecondFactor: { method: 'GET', path: '/api/auth/second-factor' },
  startSecondFactor: { method: 'POST', path: '/api/auth/second-factor/enrolment' },
  confirmSecondFactor: { method: 'POST', path: '/api/auth/second-factor/enrolment/confirm' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/auth/second-factor/recovery-codes' },
  resetOwnSecondFactor: { method: 'POST', path: '/api/auth/second-factor/reset' },
  resetSecondFactor: { method: 'POST', path: '/api/admin-users/:id/second-factor/reset' },
  // admin users
  listAdminUsers: { method: 'GET', path: '/api/admin-users' },
  createAdminUser: { method: 'POST', path: '/api/admin-users' },
  updateAdminUser: { method: 'PUT', path: '/api/admin-users/:id' },
  deleteAdminUser: { method: 'DELETE', path: '/api/admin-users/:id' },
  // audit log and mail outbox
  listAudit: { method: 'GET', path: '/api/audit' },
  listMailOutbox: { method: 'GET', path: '/api/admin/mail-outbox' },
  retryMail: { method: 'POST', path: '/api/admin/mail-outbox/:id/retry' },
  // enquiries and personal data
  listEnquiries: { method: 'GET', path: '/api/admin/enquiries' },
  countNewEnquiries: { method: 'GET', path: '/api/admin/enquiries/count' },
  exportEnquiries: { method: 'GET', path: '/api/admin/enquiries/export.csv' },
  getEnquiry: { method: 'GET', path: '/api/admin/enquiries/:id' },
  updateEnquiry: { method: 'PATCH', path: '/api/admin/enquiries/:id' },
  addEnquiryNote: { method: 'POST', path: '/api/admin/enquiries/:id/notes' },
  replyToEnquiry: { method: 'POST', path: '/api/admin/enquiries/:id/replies' },
  deleteEnquiry: { method: 'DELETE', path: '/api/admin/enquiries/:id' },
  erasePerson: { method: 'POST', path: '/api/admin/personal-data/erase' },
  // visitors' messages
  sendContact: { method: 'POST', path: '/api/contact' },
  subscribe: { method: 'POST', path: '/api/newsletter' },
  confirmSubscription: { method: 'GET', path: '/api/newsletter/confirm' },
  unsubscribe: { method: 'GET', path: '/api/newsletter/unsubscribe' },
  // uploads
  uploadImage: { method: 'POST', path: '/api/upload-image' },
  uploadPdf: { method: 'POST', path: '/api/upload-pdf' },
  // site content
  listSiteContent: { method: 'GET', path: '/api/site-content' },
  listEditableSiteContent: { method: 'GET', path: '/api/admin/site-content' },
  createSiteContent: { method: 'POST', path: '/api/site-content' },
  updateSiteContent: { method: 'PATCH', path: '/api/site-content/:id' },
  saveSiteContent: { method: 'PUT', path: '/api/site-content' },
  // stores
  listStores: { method: 'GET', path: '/api/stores' },
  createStore: { method: 'POST', path: '/api/stores' },
  updateStore: { method: 'PUT', path: '/api/stores/:id' },
  deleteStore: { method: 'DELETE', path: '/api/stores/:id' },
  // products
  listProducts: { method: 'GET', path: '/api/products' },
  listProductFacets: { method: 'GET', path: '/api/products/facets' },
  getProduct: { method: 'GET', path: '/api/products/:id' },
  createProduct: { method: 'POST', path: '/api/products' },
  updateProduct: { method: 'PATCH', path: '/api/products/:id' },
  deleteProduct: { method: 'DELETE', path: '/api/products/:id' },
  previewProductBulk: { method: 'POST', path: '/api/products/bulk/preview' },
  applyProductBulk: { method: 'POST', path: '/api/products/bulk' },
  exportProducts: { method: 'GET', path: '/api/products/export.csv' },
  importProducts: { method: 'POST', path: '/api/products/import' },
  getProductImport: { method: 'GET', path: '/api/products/imports/:id' },
  cancelProductImport: { method: 'POST', path: '/api/products/imports/:id/cancel' },
  // categories
  listCategories: { method: 'GET', path: '/api/categories' },
  createCategory: { method: 'POST', path: '/api/categories' },
  updateCategory: { method: 'PATCH', path: '/api/categories/:id' },
  replaceCategory: { method: 'PUT', path: '/api/categories/:id' },
  deleteCategory: { method: 'DELETE', path: '/api/categories/:id' },
  // brands
  listBrands: { method: 'GET', path: '/api/brands' },
  createBrand: { method: 'POST', path: '/api/brands' },
  updateBrand: { method: 'PATCH', path: '/api/brands/:id' },
  deleteBrand: { method: 'DELETE', path: '/api/brands/:id' },
  // this API's own description
  apiDocument: { method: 'GET', path: '/api/openapi.json' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type ApiRouteName = keyof typeof apiEndpoints;
export type ApiEndpoint = (typeof apiEndpoints)[ApiRouteName];
