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
  app.addHook('onClose', async () => {
    await content?.close();
  });
}

export const contactRecipient = fp(contactRecipientPlugin, { name: 'notify-contact-recipient' });
