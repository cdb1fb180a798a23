import { SUPER_ADMIN_ROLES } from '../admin/access';
import { storeIdParamsSchema, storeInputSchema, storeListSchema, storeSchema } from '../public/store';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** Stores are site data like the texts: super admins edit them, other admins get the same answer. */
const storeEditors = { roles: SUPER_ADMIN_ROLES, forbidden: 'CONTENT_FORBIDDEN' } as const;

/** The showrooms: a public read, and writes for super admins. */
export const storeApi = {
  listStores: apiRoute({
    ...apiEndpoints.listStores,
    summary: 'The stores in their order, with address, hours, position and messaging numbers',
    roles: 'public',
    response: storeListSchema,
    cache: 'no-cache',
  }),
  createStore: apiRoute({
    ...apiEndpoints.createStore,
    summary: 'Adds a store',
    ...storeEditors,
    body: storeInputSchema,
    response: storeSchema,
    status: 201,
  }),
  updateStore: apiRoute({
    ...apiEndpoints.updateStore,
    summary: 'Replaces the details of a store',
    ...storeEditors,
    params: storeIdParamsSchema,
    body: storeInputSchema,
    response: storeSchema,
  }),
  deleteStore: apiRoute({
    ...apiEndpoints.deleteStore,
    summary: 'Removes a store (enquiries that name it keep its id)',
    ...storeEditors,
    params: storeIdParamsSchema,
  }),
};
