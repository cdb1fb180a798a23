import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG (a gradient with noise, so it compresses like a real picture) with EXIF data. */
export async function makeJpeg(width: number, height: number, options: { orientation?: number } = {}) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Hiti test', Artist: 'Secret location' } })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
}

export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 20, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export async function makeWebp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();
}

/** A small but well-formed PDF of a given length (padded with a comment). */
export function makePdf(padTo = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const padding = Math.max(0, padTo - body.length);
  return Buffer.concat([Buffer.from(body), Buffer.from(`%${'x'.repeat(Math.max(0, padding - 2))}\n`)]);
}

export const svgLogo = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" onload="alert('x')">
  <script>alert(document.cookie)</script>
  <rect width="200" height="60" fill="#c0392b" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <text x="10" y="40" fill="#fff">Hiti Kamina</text>
</svg>`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG that announces `width`×`height` RGB pixels of `bitDepth` bits but carries almost no data: the
 * shape of a decompression bomb, small on the wire and huge once decoded.
 */
export function makePngHeaderOnly(width: number, height: number, bitDepth: 8 | 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A logo as Illustrator exports it: its namespaces as entities in an internal DTD subset. */
export const illustratorSvgLogo = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 200 60">
<rect width="200" height="60" fill="#c0392b"/><text x="10" y="40" fill="#fff">Hiti Kamina</text>
</svg>
`;
