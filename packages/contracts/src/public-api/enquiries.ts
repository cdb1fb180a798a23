import { STAFF_ROLES, SUPER_ADMIN_ROLES } from '../admin/access';
import {
  enquiryCountSchema,
  enquiryExportQuerySchema,
  enquiryIdParamsSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquirySchema,
  enquiryTextBodySchema,
  enquiryUpdateSchema,
  personErasedSchema,
  personEraseBodySchema,
} from '../admin/enquiry';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** The enquiry inbox: both staff roles read and answer, super admins delete and erase a person's data. */
export const enquiryApi = {
  listEnquiries: apiRoute({
    ...apiEndpoints.listEnquiries,
    summary: 'A page of the enquiries (contact messages), newest first, filtered',
    roles: STAFF_ROLES,
    query: enquiryListQuerySchema,
    response: enquiryPageSchema,
    cache: 'no-store',
  }),
  countNewEnquiries: apiRoute({
    ...apiEndpoints.countNewEnquiries,
    summary: 'How many enquiries are new (nobody has taken them yet)',
    roles: STAFF_ROLES,
    response: enquiryCountSchema,
    cache: 'no-store',
  }),
  exportEnquiries: apiRoute({
    ...apiEndpoints.exportEnquiries,
    summary: 'The enquiries matching the filters as a CSV file (UTF-8), newest first',
    roles: STAFF_ROLES,
    query: enquiryExportQuerySchema,
    answers: 'text/csv',
    cache: 'no-store',
  }),
  getEnquiry: apiRoute({
    ...apiEndpoints.getEnquiry,
    summary: 'One enquiry with its thread of notes and replies (each reply with its mail)',
    roles: STAFF_ROLES,
    params: enquiryIdParamsSchema,
    response: enquirySchema,
    cache: 'no-store',
  }),
  updateEnquiry: apiRoute({
    ...apiEndpoints.updateEnquiry,
    summary: "Changes an enquiry's status, the staff member handling it or its store",
    roles: STAFF_ROLES,
    params: enquiryIdParamsSchema,
    body: enquiryUpdateSchema,
    response: enquirySchema,
  }),
  addEnquiryNote: apiRoute({
    ...apiEndpoints.addEnquiryNote,
    summary: 'Adds an internal note to the thread of an enquiry',
    roles: STAFF_ROLES,
    params: enquiryIdParamsSchema,
    body: enquiryTextBodySchema,
    response: enquirySchema,
    status: 201,
  }),
  replyToEnquiry: apiRoute({
    ...apiEndpoints.replyToEnquiry,
    summary:
      "Mails an answer to the visitor (in their page's language, with the showroom's signature) through the " +
      'mail outbox; the enquiry becomes answered',
    roles: STAFF_ROLES,
    params: enquiryIdParamsSchema,
    body: enquiryTextBodySchema,
    response: enquirySchema,
    status: 202,
  }),
  deleteEnquiry: apiRoute({
    ...apiEndpoints.deleteEnquiry,
    summary: 'Deletes an enquiry',
    roles: SUPER_ADMIN_ROLES,
    params: enquiryIdParamsSchema,
  }),
  erasePerson: apiRoute({
    ...apiEndpoints.erasePerson,
    summary: 'Erases every enquiry and newsletter entry of one e-mail address (a data subject request)',
    roles: SUPER_ADMIN_ROLES,
    body: personEraseBodySchema,
    response: personErasedSchema,
  }),
};
