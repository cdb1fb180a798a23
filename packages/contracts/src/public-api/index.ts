import type { ApiRouteName, apiEndpoints } from './endpoints';
import { adminLogApi, adminUserApi } from './admin';
import { brandApi, categoryApi, productApi } from './catalog';
import { enquiryApi } from './enquiries';
import { apiDocumentApi, messageApi } from './messages';
import type { ApiRoute } from './route';
import { secondFactorApi } from './second-factor';
import { sessionApi } from './sessions';
import { siteContentApi } from './site-content';
import { storeApi } from './stores';
import { uploadApi } from './uploads';

export * from './endpoint';
export * from './endpoints';
export * from './route';

/** The public routes by resource: each group is a section (tag) of the API document. */
export const publicApiGroups = {
  sessions: sessionApi,
  'second-factor': secondFactorApi,
  products: productApi,
  categories: categoryApi,
  brands: brandApi,
  'site-content': siteContentApi,
  stores: storeApi,
  uploads: uploadApi,
  messages: messageApi,
  enquiries: enquiryApi,
  'admin-users': adminUserApi,
  'admin-logs': adminLogApi,
  'api-document': apiDocumentApi,
};

/** Every public `/api` route by name: the one table the gateway, the web client and the document read. */
export const publicApi = {
  ...sessionApi,
  ...secondFactorApi,
  ...productApi,
  ...categoryApi,
  ...brandApi,
  ...siteContentApi,
  ...storeApi,
  ...uploadApi,
  ...messageApi,
  ...enquiryApi,
  ...adminUserApi,
  ...adminLogApi,
  ...apiDocumentApi,
} satisfies { [Name in ApiRouteName]: ApiRoute & (typeof apiEndpoints)[Name] };

export type PublicApi = typeof publicApi;
