import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
  auditPageSchema,
  imageUploadResultSchema,
  pdfUploadResultSchema,
} from '@hiti/contracts';
import { createS3Client } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { uploadedFileModel } from '../../services/media/src/models/uploaded-file';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let managerCookie: string;
let adminCookie: string;
let photo: Buffer;
let stoveId: number;
let fireplaceId: number;
const env = testEnv();

const pdf = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%${'x'.repeat(3000)}\n%%EOF\n`,
);

beforeAll(async () => {
  system = await startTestSystem({ services: ['media', 'identity', 'catalog'] });
  [managerCookie, adminCookie] = await Promise.all([
    loginAs(system, 'product_manager'),
    loginAs(system, 'super_admin'),
  ]);
  const [stove, fireplace] = await createProducts(['Печка Ванеса', 'Камин Луна']);
  if (stove === undefined || fireplace === undefined) throw new Error('both products are needed');
  [stoveId, fireplaceId] = [stove, fireplace];
  photo = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: 'Showroom camera' } })
    .toBuffer();
});

afterAll(async () => {
  await system.close();
});

/** Products the files can belong to, in a category of their own. */
async function createProducts(names: string[]): Promise<number[]> {
  const headers = { cookie: managerCookie, 'content-type': 'application/json' };
  await system.gateway.inject({
    method: 'POST',
    url: '/api/categories',
    headers,
    payload: { name: { mk: 'Печки' } },
  });
  const ids: number[] = [];
  for (const name of names) {
    const created = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: {
        name: { mk: name },
        description: { mk: 'Опис' },
        category: 'Печки',
        imageUrl: '/attached_assets/demo.jpg',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json<{ id: number }>().id);
  }
  return ids;
}

interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A browser-like multipart body: the file plus optional plain fields. */
async function multipartOf(file: FilePart | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      file.field,
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(
  path: '/api/upload-image' | '/api/upload-pdf',
  file: FilePart | null,
  options: { cookie?: string; fields?: Record<string, string>; query?: string } = {},
) {
  const body = await multipartOf(file, options.fields);
  return system.gateway.inject({
    method: 'POST',
    url: `${path}${options.query ?? ''}`,
    headers: {
      'content-type': body.contentType,
      'x-hiti-client': 'web',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: body.payload,
  });
}

async function storedObjects(): Promise<string[]> {
  const client = createS3Client({ ...env.s3, bucket: system.names.bucket, region: 'us-east-1' });
  const names: string[] = [];
  for await (const item of client.listObjectsV2(system.names.bucket, '', true)) {
    if (typeof item.name === 'string') names.push(item.name);
  }
  return names.sort();
}

function records() {
  const media = system.services.media;
  if (!media) throw new Error('media is not running');
  return uploadedFileModel(media.mongo);
}

describe('POST /api/upload-image', () => {
  it('stores a product manager’s photo and serves it back as WebP variants only (no metadata)', async () => {
    const response = await upload(
      '/api/upload-image',
      { field: 'image', name: 'kamin.jpg', bytes: photo, type: 'image/jpeg' },
      { cookie: managerCookie, fields: { productId: String(stoveId) } },
    );
    expect(response.statusCode).toBe(200);
    const { imageUrl } = imageUploadResultSchema.parse(response.json());
    expect(imageUrl).toMatch(/^\/attached_assets\/[0-9a-f-]{36}\.jpg$/);

    const original = await system.gateway.inject({ method: 'GET', url: imageUrl });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    for (const width of [320, 640, 1280]) {
      const variant = await system.gateway.inject({ method: 'GET', url: `${imageUrl}?w=${width}` });
      const metadata = await sharp(variant.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 1600) / 2400) });
      expect(metadata.exif).toBeUndefined();
    }

    const filename = imageUrl.replace('/attached_assets/', '');
    const record = await records().findOne({ filename }).lean();
    expect(record).toMatchObject({
      originalName: 'kamin.jpg',
      filePath: imageUrl,
      fileSize: photo.length,
      mimeType: 'image/jpeg',
      productId: stoveId,
      isActive: true,
    });

    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=file',
      headers: { cookie: adminCookie },
    });
    expect(auditPageSchema.parse(audit.json()).items).toContainEqual(
      expect.objectContaining({
        action: 'create',
        entity: 'file',
        entityId: String(record?.id),
        actor: expect.objectContaining({ role: 'product_manager' }),
      }),
    );
  });

  it('takes the product from the query too', async () => {
    const response = await upload(
      '/api/upload-image',
      { field: 'image', name: 'b.jpg', bytes: photo },
      { cookie: adminCookie, query: `?productId=${fireplaceId}` },
    );
    expect(response.statusCode).toBe(200);
    const filename = imageUploadResultSchema.parse(response.json()).imageUrl.split('/').pop();
    expect(await records().findOne({ filename }).lean()).toMatchObject({ productId: fireplaceId });
  });

  it('rejects a text file named .jpg with 415 and the SPEC text', async () => {
    const response = await upload(
      '/api/upload-image',
      { field: 'image', name: 'photo.jpg', bytes: Buffer.from('this is not a photo'), type: 'image/jpeg' },
      { cookie: managerCookie },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'IMAGE_TYPE_INVALID',
        message: 'Invalid file type: Please select an image file (JPEG, PNG, or WebP)',
      },
    });
  });

  it('refuses an image over 10 MB with 413 and stores nothing', async () => {
    const before = await storedObjects();
    const count = await records().countDocuments();
    const tooBig = Buffer.concat([photo, Buffer.alloc(IMAGE_MAX_BYTES + 1 - photo.length)]);
    const response = await upload(
      '/api/upload-image',
      { field: 'image', name: 'huge.jpg', bytes: tooBig },
      { cookie: managerCookie },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await storedObjects()).toEqual(before);
    expect(await records().countDocuments()).toBe(count);
  });

  it('accepts a sanitized SVG for the logo only', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 30" onload="alert(1)"><script>alert(2)</script><rect width="100" height="30" fill="#b22"/></svg>',
    );
    const file = { field: 'image', name: 'logo.svg', bytes: svg, type: 'image/svg+xml' };
    const notLogo = await upload('/api/upload-image', file, { cookie: adminCookie });
    expect(notLogo.statusCode).toBe(415);
    const logo = await upload('/api/upload-image', file, { cookie: adminCookie, query: '?purpose=logo' });
    expect(logo.statusCode).toBe(200);
    const { imageUrl } = imageUploadResultSchema.parse(logo.json());
    const served = await system.gateway.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<rect width="100" height="30" fill="#b22"');
    expect(served.body).not.toMatch(/alert|onload|script/);
  });

  it('leaves the logo (and so SVG) to super admins: a product manager gets the "contact an administrator" answer', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
    const before = await storedObjects();
    const count = await records().countDocuments();
    const refused = await upload(
      '/api/upload-image',
      { field: 'image', name: 'logo.svg', bytes: svg, type: 'image/svg+xml' },
      { cookie: managerCookie, query: '?purpose=logo' },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
    expect(await storedObjects()).toEqual(before);
    expect(await records().countDocuments()).toBe(count);
  });

  it('answers 400 when the image field is missing and for an unknown option', async () => {
    const missing = await upload(
      '/api/upload-image',
      { field: 'file', name: 'a.jpg', bytes: photo },
      { cookie: managerCookie },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'image', key: 'fileRequired', message: 'Please choose a file to upload' }],
      },
    });
    const unknown = await upload(
      '/api/upload-image',
      { field: 'image', name: 'a.jpg', bytes: photo },
      { cookie: managerCookie, query: '?purpose=banner' },
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses to link a file to a product that does not exist, and stores nothing', async () => {
    const before = await storedObjects();
    const response = await upload(
      '/api/upload-image',
      { field: 'image', name: 'a.jpg', bytes: photo },
      { cookie: managerCookie, fields: { productId: '9999' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'productId', key: 'productUnknown', message: 'There is no product with this id' }],
      },
    });
    expect(await storedObjects()).toEqual(before);
  });

  it('answers 401 without a session and 415 to a body that is not multipart', async () => {
    const anonymous = await upload('/api/upload-image', { field: 'image', name: 'a.jpg', bytes: photo });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const json = await system.gateway.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { 'content-type': 'application/json', cookie: managerCookie },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /api/upload-pdf', () => {
  it('stores a PDF and serves it as a download, whole and by byte range', async () => {
    const response = await upload(
      '/api/upload-pdf',
      { field: 'pdf', name: 'Aqua 80 specs.pdf', bytes: pdf, type: 'application/pdf' },
      { cookie: managerCookie },
    );
    expect(response.statusCode).toBe(200);
    const { pdfUrl } = pdfUploadResultSchema.parse(response.json());
    expect(pdfUrl).toMatch(/^\/attached_assets\/[0-9a-f-]{36}\.pdf$/);
    const whole = await system.gateway.inject({ method: 'GET', url: pdfUrl });
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-disposition']).toBe('attachment; filename="Aqua 80 specs.pdf"');
    const part = await system.gateway.inject({ method: 'GET', url: pdfUrl, headers: { range: 'bytes=9-' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(9))).toBe(true);
  });

  it('rejects a PNG named .pdf with 415 and the SPEC text', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await upload(
      '/api/upload-pdf',
      { field: 'pdf', name: 'specs.pdf', bytes: png, type: 'application/pdf' },
      { cookie: managerCookie },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'PDF_TYPE_INVALID', message: 'Invalid file type: Please select a PDF file' },
    });
  });

  it('refuses a PDF over 20 MB with 413 before reading it, and stores nothing', async () => {
    const before = await storedObjects();
    const response = await upload(
      '/api/upload-pdf',
      { field: 'pdf', name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(PDF_MAX_BYTES)]) },
      { cookie: managerCookie },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await storedObjects()).toEqual(before);
  });
});
