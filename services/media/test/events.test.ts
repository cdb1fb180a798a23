import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, events, type DomainEvents } from '@hiti/service-kit';
import { eventQueueName, uploadedFileSchema } from '@hiti/contracts';
import { uploadedFileModel } from '../src/models/uploaded-file';
import { adminHeaders, startMedia, type MediaTestApp } from './support/media-app';
import { makeJpeg, makePdf } from './support/fixtures';

let media: MediaTestApp;
/** Another service publishing through the events plugin. */
const publishing = createApp({ service: 'event-publisher', logger: false });
let publisher: DomainEvents;

beforeAll(async () => {
  media = await startMedia('media_events');
  await publishing.register(events, { redisUrl: media.env.redisUrl, prefix: media.prefix });
  await publishing.ready();
  publisher = publishing.events;
});

afterAll(async () => {
  await publishing.close();
  await media.app.close();
});

async function uploadFor(productId: number | null, bytes: Buffer, kind: 'image' | 'pdf') {
  const response = await media.app.inject({
    method: 'POST',
    url: '/files',
    query: {
      kind,
      originalName: `p.${kind === 'pdf' ? 'pdf' : 'jpg'}`,
      ...(productId ? { productId: String(productId) } : {}),
    },
    headers: {
      ...adminHeaders('super_admin'),
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
  expect(response.statusCode).toBe(201);
  return uploadedFileSchema.parse(response.json());
}

async function activeOf(filename: string): Promise<boolean | undefined> {
  const record = await uploadedFileModel(media.app.mongo).findOne({ filename }).lean();
  return record?.isActive;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('product.deleted', () => {
  it("marks that product's files inactive, keeps them, leaves other files alone, and can arrive twice", async () => {
    const jpeg = await makeJpeg(64, 48);
    const image = await uploadFor(41, jpeg, 'image');
    const pdf = await uploadFor(41, makePdf(), 'pdf');
    const otherProduct = await uploadFor(42, jpeg, 'image');
    const unlinked = await uploadFor(null, jpeg, 'image');

    await publisher.publish('product.deleted', { id: 41 });
    await eventually(
      async () => (await activeOf(image.filename)) === false && (await activeOf(pdf.filename)) === false,
    );
    await publisher.publish('product.deleted', { id: 41 });
    await publisher.publish('product.deleted', { id: 999 });

    const completed = `${media.prefix}:${eventQueueName('media')}:completed`;
    await eventually(async () => (await media.app.redis.zcard(completed)) === 3);
    expect(await activeOf(otherProduct.filename)).toBe(true);
    expect(await activeOf(unlinked.filename)).toBe(true);
    expect(await activeOf(image.filename)).toBe(false);
    const served = await media.app.inject({
      method: 'GET',
      url: `/files/${image.filename}`,
      headers: { 'x-internal-token': media.env.internalToken },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
