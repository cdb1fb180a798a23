import { SUPER_ADMIN_ROLES } from '../admin/access';
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
};
