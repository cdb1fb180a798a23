import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@hiti/local/test-env';
import sharp from 'sharp';
import { uploadedFileSchema, type UploadedFile } from '@hiti/contracts';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let photo: Buffer;
let image: UploadedFile;
const pdf = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%${'x'.repeat(4000)}\n%%EOF\n`,
);
let pdfFile: UploadedFile;

/** Stores a file in media the way the gateway's upload routes do (they are tested on their own). */
async function store(bytes: Buffer, kind: 'image' | 'pdf', originalName: string): Promise<UploadedFile> {
  const media = system.services.media;
  if (!media) throw new Error('media is not running');
  const response = await media.inject({
    method: 'POST',
    url: '/files',
    query: { kind, originalName },
    headers: { ...internalHeaders('super_admin'), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(response.statusCode).toBe(201);
  return uploadedFileSchema.parse(response.json());
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['media'] });
  photo = await sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  image = await store(photo, 'image', 'kamin.jpg');
  pdfFile = await store(pdf, 'pdf', 'Технички лист.pdf');
});

afterAll(async () => {
  await system.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return system.gateway.inject({ method: 'GET', url, headers });
}

describe('GET /attached_assets/{filename}', () => {
  it('serves an uploaded image to anyone as its largest variant, with long immutable caching and nosniff', async () => {
    const response = await get(image.filePath);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(response.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers HEAD with the headers only', async () => {
    const whole = await get(image.filePath);
    const response = await system.gateway.inject({ method: 'HEAD', url: image.filePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves the WebP variant of a width for srcset', async () => {
    for (const width of [320, 640, 1280]) {
      const response = await get(`${image.filePath}?w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect((await get(`${image.filePath}?w=500`)).statusCode).toBe(400);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await get(image.filePath);
    const etag = String(first.headers.etag);
    const again = await get(image.filePath, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('serves a PDF as a download under its original name, sandboxed, and byte ranges of it', async () => {
    const whole = await get(pdfFile.filePath);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(whole.headers['content-security-policy']).toContain('sandbox');
    expect(whole.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Технички лист.pdf')}`,
    );
    const part = await get(pdfFile.filePath, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.body).toBe('%PDF-1.4');
    const outside = await get(pdfFile.filePath, { range: `bytes=${pdf.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('answers 404 FILE_NOT_FOUND for unknown names and for anything that is not a plain file name', async () => {
    for (const url of [
      '/attached_assets/00000000-0000-4000-8000-000000000000.png',
      '/attached_assets/..%2F..%2Fpackage.json',
      '/attached_assets/%2e%2e%2fsecret.pdf',
      '/attached_assets/x.html',
      '/attached_assets/a%00.jpg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: expect.stringMatching(/NOT_FOUND$/) } });
    }
    const unknown = await get('/attached_assets/00000000-0000-4000-8000-000000000000.png');
    expect(unknown.json()).toEqual({ error: { code: 'FILE_NOT_FOUND', message: 'File not found' } });
  });
});
