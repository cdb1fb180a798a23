import { SUPER_ADMIN_ROLES } from '../admin/access';
import {
  bilingualSiteContentItemSchema,
  bilingualSiteContentListSchema,
  siteContentCreateSchema,
  siteContentEditorQuerySchema,
  siteContentIdParamsSchema,
  siteContentKeyParamsSchema,
  siteContentListSchema,
  siteContentQuerySchema,
  siteContentSaveResultSchema,
  siteContentSaveSchema,
  siteContentUpdateSchema,
} from '../public/site-content';
import { storeIdParamsSchema, storeInputSchema, storeListSchema, storeSchema } from '../public/store';
import { internalRoute } from './route';

/** Other admins are signed in, but get the "contact an administrator" answer, not a bare 403. */
const contentEditors = { roles: SUPER_ADMIN_ROLES, forbidden: 'CONTENT_FORBIDDEN' } as const;

/** The content service's routes: reads for every call of the gateway, writes for super admins. */
export const contentRoutes = {
  /** The public items (of one type, or all): texts in `lang`, or in both languages without it. */
  listSiteContent: internalRoute({
    method: 'GET',
    path: '/site-content',
    query: siteContentQuerySchema,
    response: bilingualSiteContentListSchema,
    localizedResponse: siteContentListSchema,
  }),
  /** The editors' read: every item (of one type, or all) in both languages, private ones included. */
  listEditableSiteContent: internalRoute({
    method: 'GET',
    path: '/site-content/editable',
    query: siteContentEditorQuerySchema,
    response: bilingualSiteContentListSchema,
    ...contentEditors,
  }),
  getSiteContentByKey: internalRoute({
    method: 'GET',
    path: '/site-content/by-key/:key',
    params: siteContentKeyParamsSchema,
    response: bilingualSiteContentItemSchema,
  }),
  getSiteContent: internalRoute({
    method: 'GET',
    path: '/site-content/:id',
    params: siteContentIdParamsSchema,
    response: bilingualSiteContentItemSchema,
  }),
  createSiteContent: internalRoute({
    method: 'POST',
    path: '/site-content',
    body: siteContentCreateSchema,
    response: bilingualSiteContentItemSchema,
    status: 201,
    ...contentEditors,
  }),
  updateSiteContent: internalRoute({
    method: 'PATCH',
    path: '/site-content/:id',
    params: siteContentIdParamsSchema,
    body: siteContentUpdateSchema,
    response: bilingualSiteContentItemSchema,
    ...contentEditors,
  }),
  /** An editor's save: every item by its key, checked first, then the changed ones written. */
  saveSiteContent: internalRoute({
    method: 'PUT',
    path: '/site-content',
    body: siteContentSaveSchema,
    response: siteContentSaveResultSchema,
    ...contentEditors,
  }),
  /** The stores in their order; every field is public (the page prints each store's address and e-mail). */
  listStores: internalRoute({ method: 'GET', path: '/stores', response: storeListSchema }),
  /** One store (notify asks it where an enquiry for that store goes). */
  getStore: internalRoute({
    method: 'GET',
    path: '/stores/:id',
    params: storeIdParamsSchema,
    response: storeSchema,
  }),
  createStore: internalRoute({
    method: 'POST',
    path: '/stores',
    body: storeInputSchema,
    response: storeSchema,
    status: 201,
    ...contentEditors,
  }),
  updateStore: internalRoute({
    method: 'PUT',
    path: '/stores/:id',
    params: storeIdParamsSchema,
    body: storeInputSchema,
    response: storeSchema,
    ...contentEditors,
  }),
  /** Answers the store as it was; enquiries that name it keep its id and stay readable. */
  deleteStore: internalRoute({
    method: 'DELETE',
    path: '/stores/:id',
    params: storeIdParamsSchema,
    response: storeSchema,
    ...contentEditors,
  }),
};
