import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@hiti/local/test-env';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES, uploadedFileSchema } from '@hiti/contracts';
import { uploadedFileModel } from '../src/models/uploaded-file';
import { adminHeaders, startMedia, type MediaTestApp } from './support/media-app';
import {
  illustratorSvgLogo,
  makeJpeg,
  makePdf,
  makePng,
  makePngHeaderOnly,
  makeWebp,
  svgLogo,
} from './support/fixtures';

let media: MediaTestApp;

beforeAll(async () => {
  media = await startMedia('media_uploads');
});

afterAll(async () => {
  await media.app.close();
});

function upload(
  bytes: Buffer,
  query: Record<string, string>,
  headers: Record<string, string> = adminHeaders(),
) {
  return media.app.inject({
    method: 'POST',
    url: '/files',
    query,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

function get(filename: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) {
  return media.app.inject({
    method: 'GET',
    url: `/files/${filename}`,
    query,
    headers: { ...internalHeaders(), ...headers },
  });
}

describe('storing uploads', () => {
  it('stores an image byte for byte with WebP variants of 320, 640 and 1280 pixels', async () => {
    const jpeg = await makeJpeg(2000, 1500);
    const response = await upload(jpeg, {
      kind: 'image',
      originalName: 'C:\\fakepath\\Камин 1.JPG',
      productId: '7',
    });
    expect(response.statusCode).toBe(201);
    const file = uploadedFileSchema.parse(response.json());
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(file).toMatchObject({
      originalName: 'Камин 1.JPG',
      filePath: `/attached_assets/${file.filename}`,
      fileSize: jpeg.length,
      mimeType: 'image/jpeg',
      productId: 7,
      isActive: true,
    });

    // The upload carries EXIF (artist, copyright); what is served under its own name is the largest variant without it.
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const original = await get(file.filename);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    const served = await sharp(original.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();

    for (const width of [320, 640, 1280]) {
      const variant = await get(file.filename, {}, { w: String(width) });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(metadata.exif).toBeUndefined();
    }
    const stored = await media.objectNames();
    const stem = file.filename.replace('.jpg', '');
    expect(stored).toEqual(
      expect.arrayContaining([file.filename, `${stem}.w320.webp`, `${stem}.w640.webp`, `${stem}.w1280.webp`]),
    );
  });

  it('never enlarges a small image and turns it upright by its EXIF orientation', async () => {
    const jpeg = await makeJpeg(400, 300, { orientation: 6 });
    const file = uploadedFileSchema.parse(
      (await upload(jpeg, { kind: 'image', originalName: 'p.jpg' })).json(),
    );
    expect(file.filename).toMatch(/_300w\.jpg$/);
    expect(file.filePath).toBe(`/attached_assets/${file.filename}`);
    const variant = await get(file.filename, {}, { w: '1280' });
    const metadata = await sharp(variant.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 300, height: 400 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts PNG and WebP images', async () => {
    for (const [bytes, mime] of [
      [await makePng(800, 600), 'image/png'],
      [await makeWebp(800, 600), 'image/webp'],
    ] as const) {
      const response = await upload(bytes, { kind: 'image', originalName: 'x.bin' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ mimeType: mime });
    }
  });

  it('rejects a file whose bytes are not of the expected type, whatever its name, with the SPEC texts', async () => {
    const png = await makePng(20, 20);
    const pdfNamedPng = await upload(png, { kind: 'pdf', originalName: 'specs.pdf' });
    expect(pdfNamedPng.statusCode).toBe(415);
    expect(pdfNamedPng.json()).toEqual({
      error: { code: 'PDF_TYPE_INVALID', message: 'Invalid file type: Please select a PDF file' },
    });
    const text = await upload(Buffer.from('just some text, not a photo'), {
      kind: 'image',
      originalName: 'a.jpg',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: {
        code: 'IMAGE_TYPE_INVALID',
        message: 'Invalid file type: Please select an image file (JPEG, PNG, or WebP)',
      },
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await upload(gif, { kind: 'image', originalName: 'a.gif' })).statusCode).toBe(415);
  });

  it('rejects a JPEG header over broken image data', async () => {
    const jpeg = await makeJpeg(200, 200);
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 7)]);
    const response = await upload(broken, { kind: 'image', originalName: 'broken.jpg' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'IMAGE_TYPE_INVALID' } });
  });

  it.each([
    ['a 7999×7999 16-bit PNG (384 MB decoded)', makePngHeaderOnly(7999, 7999, 16)],
    ['a 9000×9000 PNG (over the pixel limit)', makePngHeaderOnly(9000, 9000, 8)],
  ])('refuses %s from its header with 413, before decoding it', async (_name, png) => {
    const response = await upload(png, { kind: 'image', originalName: 'bomb.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses files over the caps with 413 and stores nothing', async () => {
    const before = await media.objectNames();
    const records = await uploadedFileModel(media.app.mongo).countDocuments();
    const image = Buffer.concat([await makeJpeg(100, 100), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const bigImage = await upload(image, { kind: 'image', originalName: 'big.jpg' });
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    const bigPdf = await upload(makePdf(PDF_MAX_BYTES + 1), { kind: 'pdf', originalName: 'big.pdf' });
    expect(bigPdf.statusCode).toBe(413);
    expect(await media.objectNames()).toEqual(before);
    expect(await uploadedFileModel(media.app.mongo).countDocuments()).toBe(records);
  });

  it('accepts an SVG only as a logo, and stores it without scripts, handlers or external references', async () => {
    const asImage = await upload(Buffer.from(svgLogo), { kind: 'image', originalName: 'logo.svg' });
    expect(asImage.statusCode).toBe(415);
    const asLogo = await upload(Buffer.from(svgLogo), {
      kind: 'image',
      originalName: 'logo.svg',
      purpose: 'logo',
    });
    expect(asLogo.statusCode).toBe(201);
    const file = uploadedFileSchema.parse(asLogo.json());
    expect(file.filename).toMatch(/\.svg$/);
    const served = await get(file.filename);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<text x="10" y="40" fill="#fff">Hiti Kamina</text>');
    expect(served.body).not.toMatch(/script|onload|onclick|evil\.example|<image/i);
  });

  it('stores an Illustrator logo with its DTD subset left out and no entity expanded', async () => {
    const answer = await upload(Buffer.from(illustratorSvgLogo), {
      kind: 'image',
      originalName: 'logo.svg',
      purpose: 'logo',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const served = await get(uploadedFileSchema.parse(answer.json()).filename);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toMatch(/^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/u);
    expect(served.body).toContain('<text x="10" y="40" fill="#fff">Hiti Kamina</text>');
    expect(served.body).not.toMatch(/DOCTYPE|ENTITY|adobe\.com/iu);
  });

  it('answers 401 when no admin is named and 400 for a malformed query', async () => {
    const jpeg = await makeJpeg(50, 50);
    const anonymous = await upload(jpeg, { kind: 'image', originalName: 'a.jpg' }, internalHeaders());
    expect(anonymous.statusCode).toBe(401);
    const badKind = await upload(jpeg, { kind: 'video', originalName: 'a.jpg' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'kind' }] },
    });
  });
});

describe('serving files', () => {
  let pdfName: string;
  const pdf = makePdf(5000);

  beforeAll(async () => {
    const response = await upload(pdf, { kind: 'pdf', originalName: 'Упатство "Aqua".pdf' });
    expect(response.statusCode).toBe(201);
    pdfName = uploadedFileSchema.parse(response.json()).filename;
  });

  it('serves a PDF as a download under its original name with long immutable caching, nosniff and a sandbox', async () => {
    const response = await get(pdfName);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-disposition': `attachment; filename="________ _Aqua_.pdf"; filename*=UTF-8''${encodeURIComponent('Упатство "Aqua".pdf')}`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers a byte range with 206 and an unsatisfiable one with 416', async () => {
    const partial = await get(pdfName, { range: 'bytes=100-199' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${pdf.length}`);
    expect(partial.rawPayload.equals(pdf.subarray(100, 200))).toBe(true);
    const tail = await get(pdfName, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 10))).toBe(true);
    const outside = await get(pdfName, { range: `bytes=${pdf.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(outside.json()).toMatchObject({ error: { code: 'RANGE_NOT_SATISFIABLE' } });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(pdfName);
    const again = await get(pdfName, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(pdfName, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 FILE_NOT_FOUND for unknown names and anything that is not a plain file name', async () => {
    for (const name of [
      '0b5c1f9e-0000-4000-8000-000000000000.jpg',
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E.pdf',
      'a.exe',
    ]) {
      const response = await get(name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND', message: 'File not found' } });
    }
  });

  it('rejects an unknown variant width', async () => {
    const response = await get(pdfName, {}, { w: '999' });
    expect(response.statusCode).toBe(400);
  });
});

describe('HEAD', () => {
  it('answers with the headers of the file and no body', async () => {
    const pdf = makePdf(3000);
    const stored = uploadedFileSchema.parse(
      (await upload(pdf, { kind: 'pdf', originalName: 'h.pdf' })).json(),
    );
    const response = await media.app.inject({
      method: 'HEAD',
      url: `/files/${stored.filename}`,
      headers: internalHeaders(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.length).toBe(0);
  });
});
