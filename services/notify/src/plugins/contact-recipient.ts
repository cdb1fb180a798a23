import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CONTACT_RECIPIENT_KEY, contentRoutes } from '@hiti/contracts';
import { AppError, ServiceClient } from '@hiti/service-kit';
import type { NotifyConfig } from '../config';
import { ContactRecipient } from '../domain/contact-recipient';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where contact enquiries go (staff's choice in the content, else CONTACT_RECIPIENT). */
    contactRecipient: ContactRecipient;
    /**
     * Where an enquiry goes: the chosen store's e-mail address; for no store, a store without an address, one
     * since deleted or while content cannot say, the company's recipient.
     */
    enquiryRecipient: (storeId: number | undefined) => Promise<string>;
  }
}

/** A visitor waits for the answer: the content service gets little time before the configured address is used. */
const READ_TIMEOUTS = { connectMs: 1000, totalMs: 1500 };
/** A change reaches notify with its content event at once; this bounds staleness if an event is missed. */
const KEEP_MS = 60_000;
const RETRY_MS = 5_000;

/** The address staff chose, empty when they chose none (no content item yet). */
async function readChosenAddress(content: ServiceClient): Promise<string> {
  try {
    const item = await content.request(contentRoutes.getSiteContentByKey, {
      params: { key: CONTACT_RECIPIENT_KEY },
    });
    return item.content.mk;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONTENT_NOT_FOUND') return '';
    throw error;
  }
}

/** A store's e-mail address, asked anew for each enquiry (stores change rarely, enquiries are few). */
async function readStoreAddress(
  content: ServiceClient,
  storeId: number,
  log: FastifyInstance['log'],
): Promise<string> {
  try {
    return (await content.request(contentRoutes.getStore, { params: { id: storeId } })).email;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'STORE_NOT_FOUND')) {
      log.warn({ err: error, storeId }, "the store's address could not be read; mailing the company");
    }
    return '';
  }
}

async function contactRecipientPlugin(
  app: FastifyInstance,
  options: { config: NotifyConfig },
): Promise<void> {
  const { config } = options;
  const content = config.CONTENT_URL
    ? new ServiceClient('content', config.CONTENT_URL, config.INTERNAL_TOKEN, READ_TIMEOUTS)
    : null;
  const recipient = new ContactRecipient({
    fallback: config.CONTACT_RECIPIENT,
    read: content ? () => readChosenAddress(content) : () => Promise.resolve(''),
    ttlMs: KEEP_MS,
    retryMs: RETRY_MS,
    onReadFailed: (error) =>
      app.log.warn({ err: error }, 'the contact recipient could not be read; mailing CONTACT_RECIPIENT'),
  });
  app.decorate('contactRecipient', recipient);
  app.decorate('enquiryRecipient', async (storeId: number | undefined) => {
    const storeAddress =
      content && storeId !== undefined ? await readStoreAddress(content, storeId, app.log) : '';
    return storeAddress || recipient.current();
  });
  app.addHook('onClose', async () => {
    await content?.close();
  });
}

export const contactRecipient = fp(contactRecipientPlugin, { name: 'notify-contact-recipient' });
