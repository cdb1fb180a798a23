import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { CLIENT_HEADER } from '@hiti/contracts';
import { send } from './client';

export interface UploadFigures {
  cases: number;
  rejected: number;
  neutralised: number;
  accepted: number;
  serverErrors: number;
  failures: string[];
}

interface HostileCase {
  name: string;
  route: 'image' | 'pdf';
  /** `?purpose=logo`: the one upload that takes an SVG. */
  query?: string;
  filename: string;
  bytes: Buffer;
  /** A file staff really make (an Illustrator logo): refusing it is a failure too. */
  mustBeKept?: boolean;
}

/** How Illustrator exports a logo: its namespaces as entities in an internal DTD subset. */
const ILLUSTRATOR_SVG = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
\t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
\t<!ENTITY ns_graphs "http://ns.adobe.com/Graphs/1.0/">
\t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
\t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px" viewBox="0 0 120 40" xml:space="preserve">
<rect x="2" y="2" width="36" height="36" fill="#C0392B"/><text x="44" y="26">&ns_ai;Hiti</text>
</svg>
`;

/** Entities that double ten times over ("billion laughs"), hidden in the document type. */
const ENTITY_BOMB_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [
${Array.from({ length: 10 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`)
  .join('\n')
  .replace('&lol0;'.repeat(10), 'lol'.repeat(10))}
]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&lol10;</text></svg>
`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngBomb(width: number, height: number, bitDepth: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = (extra: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** The corpus, built here: polyglots, bombs, scripts in every container the upload routes see. */
async function corpus(): Promise<HostileCase[]> {
  const photo = (format: 'jpeg' | 'png' | 'webp') => {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } }).withExif({
      IFD0: { Artist: 'home address', Copyright: 'gps 41.99,21.43' },
    });
    return image.toFormat(format).toBuffer();
  };
  const jpeg = await photo('jpeg');
  const png = await photo('png');
  const webp = await photo('webp');
  const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  const cases: HostileCase[] = [
    { name: 'JPEG with EXIF', route: 'image', filename: 'a.jpg', bytes: jpeg },
    { name: 'PNG with EXIF', route: 'image', filename: 'a.png', bytes: png },
    { name: 'WebP with EXIF', route: 'image', filename: 'a.webp', bytes: webp },
    { name: 'JPEG named .html', route: 'image', filename: 'a.html', bytes: jpeg },
    { name: 'JPEG named .svg', route: 'image', filename: 'a.svg', bytes: jpeg },
    { name: 'JPEG + appended HTML', route: 'image', filename: 'a.jpg', bytes: Buffer.concat([jpeg, html]) },
    {
      name: 'JPEG + appended ZIP',
      route: 'image',
      filename: 'a.jpg',
      bytes: Buffer.concat([jpeg, Buffer.from('PK\x03\x04zipzip')]),
    },
    { name: 'PNG + appended script', route: 'image', filename: 'a.png', bytes: Buffer.concat([png, html]) },
    { name: 'HTML named .jpg', route: 'image', filename: 'a.jpg', bytes: html },
    { name: 'SVG with script (no logo purpose)', route: 'image', filename: 'a.svg', bytes: svg },
    { name: 'SVG named .png', route: 'image', filename: 'a.png', bytes: svg },
    {
      name: 'SVG logo with a DTD subset (Illustrator)',
      route: 'image',
      query: '?purpose=logo',
      filename: 'logo.svg',
      bytes: Buffer.from(ILLUSTRATOR_SVG),
      mustBeKept: true,
    },
    {
      name: 'SVG logo with an entity bomb',
      route: 'image',
      query: '?purpose=logo',
      filename: 'logo.svg',
      bytes: Buffer.from(ENTITY_BOMB_SVG),
      mustBeKept: true,
    },
    {
      name: 'GIF header',
      route: 'image',
      filename: 'a.gif',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    },
    { name: 'BMP header', route: 'image', filename: 'a.bmp', bytes: Buffer.from('BM\x00\x00\x00\x00') },
    { name: 'TIFF header', route: 'image', filename: 'a.tif', bytes: Buffer.from('II*\x00\x08\x00\x00\x00') },
    { name: 'empty file', route: 'image', filename: 'a.jpg', bytes: Buffer.alloc(0) },
    { name: 'one byte', route: 'image', filename: 'a.jpg', bytes: Buffer.from([0xff]) },
    { name: 'truncated JPEG', route: 'image', filename: 'a.jpg', bytes: jpeg.subarray(0, 100) },
    {
      name: 'JPEG header over garbage',
      route: 'image',
      filename: 'a.jpg',
      bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(5000, 0x41)]),
    },
    { name: 'truncated PNG', route: 'image', filename: 'a.png', bytes: png.subarray(0, 60) },
    { name: 'PNG 7999x7999 16-bit bomb', route: 'image', filename: 'b.png', bytes: pngBomb(7999, 7999, 16) },
    {
      name: 'PNG 100000x100000 bomb',
      route: 'image',
      filename: 'b.png',
      bytes: pngBomb(100_000, 100_000, 8),
    },
    { name: 'PNG 1x1000000 strip', route: 'image', filename: 'b.png', bytes: pngBomb(1, 1_000_000, 8) },
    { name: 'PNG 65535x65535 bomb', route: 'image', filename: 'b.png', bytes: pngBomb(65_535, 65_535, 8) },
    { name: 'PDF named .jpg', route: 'image', filename: 'a.jpg', bytes: pdf('') },
    { name: 'ELF binary', route: 'image', filename: 'a.jpg', bytes: Buffer.from('\x7fELF\x02\x01\x01\x00') },
    { name: 'filename with path', route: 'image', filename: '../../etc/passwd.jpg', bytes: jpeg },
    { name: 'filename with NUL', route: 'image', filename: 'a.jpg\u0000.html', bytes: jpeg },
    { name: 'filename with CRLF', route: 'image', filename: 'a\r\nSet-Cookie: x=1.jpg', bytes: jpeg },
    { name: 'filename 2000 chars', route: 'image', filename: `${'x'.repeat(2000)}.jpg`, bytes: jpeg },
    { name: 'filename with HTML', route: 'image', filename: '<img src=x onerror=alert(1)>.jpg', bytes: jpeg },
    {
      name: 'PDF with OpenAction JavaScript',
      route: 'pdf',
      filename: 'a.pdf',
      bytes: pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    },
    {
      name: 'PDF with AA JavaScript',
      route: 'pdf',
      filename: 'a.pdf',
      bytes: pdf('/AA << /O << /S /JavaScript /JS (x) >> >>'),
    },
    {
      name: 'PDF with launch action',
      route: 'pdf',
      filename: 'a.pdf',
      bytes: pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    },
    {
      name: 'PDF with embedded HTML',
      route: 'pdf',
      filename: 'a.pdf',
      bytes: Buffer.concat([pdf(''), html]),
    },
    { name: 'plain PDF', route: 'pdf', filename: 'a.pdf', bytes: pdf('') },
    { name: 'HTML named .pdf', route: 'pdf', filename: 'a.pdf', bytes: html },
    { name: 'JPEG named .pdf', route: 'pdf', filename: 'a.pdf', bytes: jpeg },
    { name: 'SVG named .pdf', route: 'pdf', filename: 'a.pdf', bytes: svg },
    { name: 'PDF header only', route: 'pdf', filename: 'a.pdf', bytes: Buffer.from('%PDF-') },
    { name: 'empty PDF', route: 'pdf', filename: 'a.pdf', bytes: Buffer.alloc(0) },
    {
      name: 'PDF over the size cap',
      route: 'pdf',
      filename: 'big.pdf',
      bytes: Buffer.concat([pdf(''), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    },
    {
      name: 'image over the size cap',
      route: 'image',
      filename: 'big.jpg',
      bytes: Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]),
    },
    { name: 'PDF named .html', route: 'pdf', filename: 'a.html', bytes: pdf('') },
    { name: 'PDF with XFA', route: 'pdf', filename: 'a.pdf', bytes: pdf('/AcroForm << /XFA (x) >>') },
  ];
  return cases;
}

function multipart(field: string, filename: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----hostile${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/"/g, '')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Uploads every case as a product manager would. Rejected: a 4xx. Neutralised: stored, but served so
 * that it cannot act (a PDF as a sandboxed download, an image only as metadata-free WebP). Accepted: stored
 * and served as sent. A 5xx or an unsafe serving is a failure.
 */
export async function hostileUploads(base: string, cookie: string): Promise<UploadFigures> {
  const figures: UploadFigures = {
    cases: 0,
    rejected: 0,
    neutralised: 0,
    accepted: 0,
    serverErrors: 0,
    failures: [],
  };
  for (const item of await corpus()) {
    figures.cases += 1;
    const form = multipart(item.route, item.filename, item.bytes);
    const answer = await send(base, `/api/upload-${item.route}${item.query ?? ''}`, {
      method: 'POST',
      headers: { cookie, 'content-type': form.contentType, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      body: new Uint8Array(form.body),
    });
    if (answer.status >= 500 || answer.status === 0) {
      figures.serverErrors += 1;
      figures.failures.push(`${item.name}: ${answer.status}`);
      continue;
    }
    if (answer.status >= 400) {
      figures.rejected += 1;
      if (item.mustBeKept) figures.failures.push(`${item.name}: refused with ${answer.status}`);
      continue;
    }
    const url =
      (JSON.parse(answer.body) as { imageUrl?: string; pdfUrl?: string }).imageUrl ??
      (JSON.parse(answer.body) as { pdfUrl?: string }).pdfUrl ??
      '';
    const served = await fetch(`${base}${url}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    const type = served.headers.get('content-type') ?? '';
    const disposition = served.headers.get('content-disposition') ?? '';
    const policy = served.headers.get('content-security-policy') ?? '';
    if (type === 'application/pdf') {
      if (disposition.startsWith('attachment') && policy.includes('sandbox')) figures.neutralised += 1;
      else figures.failures.push(`${item.name}: PDF served ${disposition} / ${policy}`);
    } else if (type === 'image/webp') {
      const metadata = await sharp(bytes).metadata();
      if (metadata.exif === undefined && metadata.xmp === undefined) figures.neutralised += 1;
      else figures.failures.push(`${item.name}: served with metadata`);
    } else if (type === 'image/svg+xml' && policy.includes('sandbox')) {
      const text = bytes.toString('utf8');
      if (/<!DOCTYPE|<!ENTITY|(?:lol){11}/iu.test(text) || !text.includes('<svg')) {
        figures.failures.push(`${item.name}: served SVG keeps its DTD or expanded an entity`);
      } else figures.neutralised += 1;
    } else if (bytes.equals(item.bytes)) {
      figures.accepted += 1;
    } else {
      figures.failures.push(`${item.name}: served as ${type}`);
    }
  }
  return figures;
}
