import { SUPER_ADMIN_ROLES } from '../admin/access';
import {
  bilingualSiteContentItemSchema,
  bilingualSiteContentListSchema,
  siteContentCreateSchema,
  siteContentEditorQuerySchema,
  siteContentIdParamsSchema,
  siteContentListSchema,
  siteContentQuerySchema,
  siteContentSaveResultSchema,
  siteContentSaveSchema,
  siteContentUpdateSchema,
} from '../public/site-content';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** Other admins are signed in, but get the SPEC's "contact an administrator" answer, not a bare 403. */
const contentEditors = { roles: SUPER_ADMIN_ROLES, forbidden: 'CONTENT_FORBIDDEN' } as const;

/** Every site text, image and legal page: public reads, the editors' read and writes for super admins. */
export const siteContentApi = {
  listSiteContent: apiRoute({
    ...apiEndpoints.listSiteContent,
    summary: 'The public content items (of one type, or all): texts in `lang`, or in both languages',
    roles: 'public',
    query: siteContentQuerySchema,
    response: bilingualSiteContentListSchema,
    localizedResponse: siteContentListSchema,
    cache: 'no-cache',
  }),
  listEditableSiteContent: apiRoute({
    ...apiEndpoints.listEditableSiteContent,
    summary: "The editors' read: every item (of one type, or all) in both languages, private ones included",
    ...contentEditors,
    query: siteContentEditorQuerySchema,
    response: bilingualSiteContentListSchema,
    cache: 'no-store',
  }),
  createSiteContent: apiRoute({
    ...apiEndpoints.createSiteContent,
    summary: 'Adds a content item',
    ...contentEditors,
    body: siteContentCreateSchema,
    response: bilingualSiteContentItemSchema,
    status: 201,
  }),
  updateSiteContent: apiRoute({
    ...apiEndpoints.updateSiteContent,
    summary: 'Changes a content item (any subset of its fields)',
    ...contentEditors,
    params: siteContentIdParamsSchema,
    body: siteContentUpdateSchema,
    response: bilingualSiteContentItemSchema,
  }),
  saveSiteContent: apiRoute({
    ...apiEndpoints.saveSiteContent,
    summary:
      "Saves an editor's texts at once: each item updated by its key (created when missing), all or none; items equal to the stored ones are not written",
    ...contentEditors,
    body: siteContentSaveSchema,
    response: siteContentSaveResultSchema,
  }),
};
