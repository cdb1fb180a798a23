import { z } from 'zod';
import { contactAcceptedSchema, contactBodySchema } from '../public/contact';
import {
  newsletterAcceptedSchema,
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  newsletterUnsubscribeQuerySchema,
} from '../public/newsletter';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** The visitors' messages: the contact form and the newsletter's double opt-in. */
export const messageApi = {
  sendContact: apiRoute({
    ...apiEndpoints.sendContact,
    summary:
      'Sends a contact message: stored as an enquiry (with the product asked about, as it is now, and the chosen store), and its mail queued; an unknown `productId` is refused (400)',
    roles: 'public',
    body: contactBodySchema,
    response: contactAcceptedSchema,
    status: 202,
  }),
  subscribe: apiRoute({
    ...apiEndpoints.subscribe,
    summary: 'Subscribes an address to the newsletter: a confirmation mail is sent',
    roles: 'public',
    body: newsletterBodySchema,
    response: newsletterAcceptedSchema,
    status: 202,
  }),
  confirmSubscription: apiRoute({
    ...apiEndpoints.confirmSubscription,
    summary: "The confirmation mail's link: redirects to the storefront with `?newsletter=confirmed|invalid`",
    roles: 'public',
    query: newsletterConfirmQuerySchema,
    answers: 'redirect',
    cache: 'no-store',
  }),
  unsubscribe: apiRoute({
    ...apiEndpoints.unsubscribe,
    summary:
      "The mail's unsubscribe link: redirects to the storefront with `?newsletter=unsubscribed|invalid`",
    roles: 'public',
    query: newsletterUnsubscribeQuerySchema,
    answers: 'redirect',
    cache: 'no-store',
  }),
};

/** This API's own description. */
export const apiDocumentApi = {
  apiDocument: apiRoute({
    ...apiEndpoints.apiDocument,
    summary: 'This document: every public route (OpenAPI 3.1)',
    roles: 'public',
    response: z.looseObject({ openapi: z.string() }),
    cache: 'no-cache',
  }),
};
