import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RECIPIENT_KEY, type ContactAccepted } from '@hiti/contracts';
import { internalHeaders, startService, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp as buildContent } from '../../content/src/app';
import { contentEnvSchema } from '../../content/src/config';
import { contactMessageModel } from '../src/models/contact-message';
import { COMPANY_ADDRESS, eventually, startNotify, type StartedNotify } from './support/start-notify';

/**
 * notify beside a real content service on the same Redis prefix (so content's events reach notify), with
 * the real SMTP sink: contact mail goes where staff say, and to CONTACT_RECIPIENT when they say nothing
 * or cannot be asked.
 */
const env = testEnv();
const names = { db: env.dbName('notify'), prefix: env.prefix('notify') };
let content: FastifyInstance;
let notify: StartedNotify;
let contentClosed = false;

beforeAll(async () => {
  content = await startService(
    (variables) => buildContent({ config: loadConfig(contentEnvSchema, variables) }),
    { names: { db: env.dbName('content'), prefix: names.prefix }, listen: true },
  );
  const contentUrl = `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`;
  notify = await startNotify({ names, env: { CONTENT_URL: contentUrl } });
});

afterAll(async () => {
  await notify.close();
  if (!contentClosed) await content.close();
});

const asStaff = internalHeaders('super_admin');

/** Staff choose where enquiries go, as the contact editor saves it (the seed holds the empty item). */
async function chooseRecipient(address: string): Promise<void> {
  const stored = await content.inject({
    method: 'GET',
    url: `/site-content/by-key/${CONTACT_RECIPIENT_KEY}`,
    headers: asStaff,
  });
  const body = { content: { mk: address, al: '' } };
  const response =
    stored.statusCode === 200
      ? await content.inject({
          method: 'PATCH',
          url: `/site-content/${stored.json<{ id: number }>().id}`,
          headers: asStaff,
          payload: body,
        })
      : await content.inject({
          method: 'POST',
          url: '/site-content',
          headers: asStaff,
          payload: { type: 'contact', key: CONTACT_RECIPIENT_KEY, contentType: 'text', ...body },
        });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function sendContact(subject: string, storeId?: number): Promise<ContactAccepted> {
  const response = await notify.call({
    method: 'POST',
    url: '/contact',
    payload: {
      name: 'Ilir Berisha',
      email: 'ilir.berisha@example.com',
      phone: '+389 70 222 333',
      subject,
      message: 'A wood stove for a 60 m² flat: which one do you recommend?',
      language: 'al',
      ...(storeId === undefined ? {} : { storeId }),
    },
  });
  expect(response.statusCode).toBe(202);
  return response.json<ContactAccepted>();
}

async function deliveredTo(accepted: ContactAccepted): Promise<string[]> {
  const delivered = await notify.sink.waitFor((message) => message.raw.includes(accepted.id));
  return delivered.to;
}

async function storedRecipient(accepted: ContactAccepted): Promise<string | undefined> {
  return (await contactMessageModel(notify.app.mongo).findById(accepted.id).lean())?.recipient;
}

describe('where contact mail goes', () => {
  it('goes to CONTACT_RECIPIENT while staff chose no address', async () => {
    expect(await deliveredTo(await sendContact('Before any choice'))).toEqual([COMPANY_ADDRESS]);
  });

  it('goes to the address staff chose, and to their next choice as soon as they change it', async () => {
    await chooseRecipient('sales@hitikamina.test');
    // The choice reaches notify with content's event; notify would otherwise keep the old one for a minute.
    const first = await eventually(async () => {
      const accepted = await sendContact('After the first choice');
      expect(await storedRecipient(accepted)).toBe('sales@hitikamina.test');
      return accepted;
    });
    expect(await deliveredTo(first)).toEqual(['sales@hitikamina.test']);

    await chooseRecipient('showroom-skopje@hitikamina.test');
    const second = await eventually(async () => {
      const accepted = await sendContact('After the second choice');
      expect(await storedRecipient(accepted)).toBe('showroom-skopje@hitikamina.test');
      return accepted;
    });
    expect(await deliveredTo(second)).toEqual(['showroom-skopje@hitikamina.test']);
  });

  it('goes back to CONTACT_RECIPIENT when staff empty the field', async () => {
    await chooseRecipient('');
    const accepted = await eventually(async () => {
      const sent = await sendContact('After emptying the choice');
      expect(await storedRecipient(sent)).toBe(COMPANY_ADDRESS);
      return sent;
    });
    expect(await deliveredTo(accepted)).toEqual([COMPANY_ADDRESS]);
  });

  it("goes to the chosen store's address, and to the company's once the store is deleted", async () => {
    const hours = { opens: '09:00', closes: '17:00' };
    const created = await content.inject({
      method: 'POST',
      url: '/stores',
      headers: asStaff,
      payload: {
        name: { mk: 'Хити Камина Струга', al: 'Hiti Kamina Strugë' },
        street: { mk: 'ул. Маршал Тито 55', al: 'rr. Marshal Tito 55' },
        city: { mk: 'Струга', al: 'Strugë' },
        postalCode: '6330',
        phone: '+389 46 781 055',
        email: 'struga@hitikamina.test',
        hours: {
          monday: [hours],
          tuesday: [hours],
          wednesday: [hours],
          thursday: [hours],
          friday: [hours],
          saturday: [],
          sunday: [],
        },
        latitude: 41.1779,
        longitude: 20.6789,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const storeId = created.json<{ id: number }>().id;
    const forStore = await sendContact('For the Struga showroom', storeId);
    expect(await storedRecipient(forStore)).toBe('struga@hitikamina.test');
    expect(await deliveredTo(forStore)).toEqual(['struga@hitikamina.test']);

    const removed = await content.inject({ method: 'DELETE', url: `/stores/${storeId}`, headers: asStaff });
    expect(removed.statusCode).toBe(200);
    const afterDeletion = await sendContact('For a showroom since closed', storeId);
    expect(await storedRecipient(afterDeletion)).toBe(COMPANY_ADDRESS);
    expect(await deliveredTo(afterDeletion)).toEqual([COMPANY_ADDRESS]);
    // the enquiry sent before keeps its store and stays readable
    const kept = await contactMessageModel(notify.app.mongo).findById(forStore.id).lean();
    expect(kept).toMatchObject({ storeId, recipient: 'struga@hitikamina.test' });
  });

  it('is stored and delivered to CONTACT_RECIPIENT while the content service is down', async () => {
    await chooseRecipient('sales@hitikamina.test');
    await eventually(async () => {
      expect(await storedRecipient(await sendContact('Choice seen'))).toBe('sales@hitikamina.test');
    });
    await content.close();
    contentClosed = true;
    // As a notify that keeps no address (just started, or its minute is over) meets a content service that is down.
    notify.app.contactRecipient.forget();
    const accepted = await sendContact('While content is down');
    expect(await storedRecipient(accepted)).toBe(COMPANY_ADDRESS);
    expect(await deliveredTo(accepted)).toEqual([COMPANY_ADDRESS]);
  });
});
