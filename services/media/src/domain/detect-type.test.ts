import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectFileType } from './detect-type';

const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
const jpeg = await sharp(png).jpeg().toBuffer();
const webp = await sharp(png).webp().toBuffer();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');

describe('detectFileType', () => {
  it('recognises images and PDFs by their bytes', async () => {
    expect(await detectFileType(jpeg, 'image')).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await detectFileType(png, 'image')).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectFileType(webp, 'image')).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(await detectFileType(pdf, 'pdf')).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('accepts SVG only for a logo', async () => {
    expect(await detectFileType(svg, 'image', 'logo')).toEqual({ mime: 'image/svg+xml', ext: 'svg' });
    await expect(detectFileType(svg, 'image')).rejects.toMatchObject({
      code: 'IMAGE_TYPE_INVALID',
      statusCode: 415,
    });
  });

  it('refuses the wrong kind with the code of the kind asked for', async () => {
    await expect(detectFileType(png, 'pdf')).rejects.toMatchObject({ code: 'PDF_TYPE_INVALID' });
    await expect(detectFileType(pdf, 'image')).rejects.toMatchObject({ code: 'IMAGE_TYPE_INVALID' });
    await expect(detectFileType(svg, 'pdf', 'logo')).rejects.toMatchObject({ code: 'PDF_TYPE_INVALID' });
    await expect(detectFileType(Buffer.alloc(0), 'image')).rejects.toMatchObject({
      code: 'IMAGE_TYPE_INVALID',
    });
  });
});
