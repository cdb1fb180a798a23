import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderVariants } from './variants';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that claims 20000 x 20000 pixels: a decompression bomb's header. */
function hugePngHeader(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(60_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('renderVariants', () => {
  it('makes WebP images 320, 640 and 1280 wide with the aspect kept and no metadata', async () => {
    const input = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#a33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'someone' } })
      .toBuffer();
    const variants = await renderVariants(input);
    expect(variants.map((variant) => [variant.width, variant.actualWidth, variant.height])).toEqual([
      [320, 320, 160],
      [640, 640, 320],
      [1280, 1280, 640],
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.actualWidth });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('never enlarges', async () => {
    const input = await sharp({ create: { width: 500, height: 250, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const widths = (await renderVariants(input)).map((variant) => variant.actualWidth);
    expect(widths).toEqual([320, 500, 500]);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    await expect(renderVariants(hugePngHeader())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses bytes that do not decode', async () => {
    await expect(renderVariants(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'IMAGE_TYPE_INVALID',
    });
  });
});
