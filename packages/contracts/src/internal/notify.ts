import { z } from 'zod';
import { STAFF_ROLES, SUPER_ADMIN_ROLES } from '../admin/access';
import {
  enquiryChangeSchema,
  enquiryCountSchema,
  enquiryExportQuerySchema,
  enquiryIdParamsSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquirySchema,
  enquirySummarySchema,
  enquiryTextBodySchema,
  personErasedSchema,
  personEraseBodySchema,
} from '../admin/enquiry';
import {
  mailOutboxEntrySchema,
  mailOutboxIdParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
} from '../admin/mail-outbox';
import { contactAcceptedSchema, contactEnquiryBodySchema } from '../public/contact';
import {
  newsletterAcceptedSchema,
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  newsletterLinkResultSchema,
  newsletterUnsubscribeQuerySchema,
} from '../public/newsletter';
import { internalRoute } from './route';

/** The most enquiries one CSV export holds (the newest of the matches). */
export const ENQUIRY_EXPORT_MAX = 10_000;

/** The notify service's routes: the visitors' messages, and the mail outbox for super admins. */
export const notifyRoutes = {
  /** The message is stored as an enquiry and its mail queued. */
  sendContact: internalRoute({
    method: 'POST',
    path: '/contact',
    body: contactEnquiryBodySchema,
    response: contactAcceptedSchema,
    status: 202,
  }),
  /** 202 pending for every address, so the answer never tells whether an address is subscribed. */
  subscribe: internalRoute({
    method: 'POST',
    path: '/newsletter',
    body: newsletterBodySchema,
    response: newsletterAcceptedSchema,
    status: 202,
  }),
  /** The confirmation link of the mail: answers where to send the visitor. */
  confirmSubscription: internalRoute({
    method: 'POST',
    path: '/newsletter/confirm',
    body: newsletterConfirmQuerySchema,
    response: newsletterLinkResultSchema,
  }),
  unsubscribe: internalRoute({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    body: newsletterUnsubscribeQuerySchema,
    response: newsletterLinkResultSchema,
  }),
  listMailOutbox: internalRoute({
    method: 'GET',
    path: '/mail-outbox',
    query: mailOutboxQuerySchema,
    response: mailOutboxPageSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  /** Queues a failed mail again. */
  retryMail: internalRoute({
    method: 'POST',
    path: '/mail-outbox/:id/retry',
    params: mailOutboxIdParamsSchema,
    response: mailOutboxEntrySchema,
    status: 202,
    roles: SUPER_ADMIN_ROLES,
  }),
  listEnquiries: internalRoute({
    method: 'GET',
    path: '/enquiries',
    query: enquiryListQuerySchema,
    response: enquiryPageSchema,
    roles: STAFF_ROLES,
  }),
  countNewEnquiries: internalRoute({
    method: 'GET',
    path: '/enquiries/count',
    response: enquiryCountSchema,
    roles: STAFF_ROLES,
  }),
  /** The matches for a CSV export, newest first (at most ENQUIRY_EXPORT_MAX). */
  exportEnquiries: internalRoute({
    method: 'GET',
    path: '/enquiries/export',
    query: enquiryExportQuerySchema,
    response: z.array(enquirySummarySchema),
    roles: STAFF_ROLES,
  }),
  getEnquiry: internalRoute({
    method: 'GET',
    path: '/enquiries/:id',
    params: enquiryIdParamsSchema,
    response: enquirySchema,
    roles: STAFF_ROLES,
  }),
  updateEnquiry: internalRoute({
    method: 'PATCH',
    path: '/enquiries/:id',
    params: enquiryIdParamsSchema,
    body: enquiryChangeSchema,
    response: enquirySchema,
    roles: STAFF_ROLES,
  }),
  addEnquiryNote: internalRoute({
    method: 'POST',
    path: '/enquiries/:id/notes',
    params: enquiryIdParamsSchema,
    body: enquiryTextBodySchema,
    response: enquirySchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  /** The reply is stored in the thread and its mail queued; the enquiry becomes answered. */
  replyToEnquiry: internalRoute({
    method: 'POST',
    path: '/enquiries/:id/replies',
    params: enquiryIdParamsSchema,
    body: enquiryTextBodySchema,
    response: enquirySchema,
    status: 202,
    roles: STAFF_ROLES,
  }),
  /** Answers the enquiry as it was. */
  deleteEnquiry: internalRoute({
    method: 'DELETE',
    path: '/enquiries/:id',
    params: enquiryIdParamsSchema,
    response: enquirySummarySchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  /** Every enquiry and newsletter entry of one address, and the mail still waiting for it. */
  erasePerson: internalRoute({
    method: 'POST',
    path: '/personal-data/erase',
    body: personEraseBodySchema,
    response: personErasedSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
};
