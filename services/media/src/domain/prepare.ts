import { AppError } from '@hiti/service-kit';
import type { DetectedType } from './detect-type';
import { contentDisposition, variantObjectName } from './names';
import { looksLikeSvg, sanitizeSvg } from './svg';
import { renderVariants } from './variants';

/** One object to put into the bucket. */
export interface PreparedObject {
  name: string;
  data: Buffer;
  contentType: string;
  contentDisposition?: string;
}

export interface PreparedFile {
  /** The file itself (first) and its variants. */
  objects: PreparedObject[];
  /** Size of the file itself as stored. */
  fileSize: number;
}

function preparedSvg(filename: string, bytes: Buffer): PreparedFile {
  const clean = Buffer.from(sanitizeSvg(bytes.toString('utf8')), 'utf8');
  if (!looksLikeSvg(clean)) throw new AppError('IMAGE_TYPE_INVALID');
  return { objects: [{ name: filename, data: clean, contentType: 'image/svg+xml' }], fileSize: clean.length };
}

/**
 * The objects an upload becomes: a raster image is kept as sent plus its WebP variants (which also
 * proves it decodes within the pixel limit), an SVG is sanitized, a PDF is kept as sent and named
 * for download (a PDF can carry scripts: it is never shown inline from the site's origin).
 */
export async function prepareFile(
  filename: string,
  type: DetectedType,
  bytes: Buffer,
  originalName: string,
): Promise<PreparedFile> {
  if (type.ext === 'svg') return preparedSvg(filename, bytes);
  const original: PreparedObject = { name: filename, data: bytes, contentType: type.mime };
  if (type.ext === 'pdf') {
    original.contentDisposition = contentDisposition('attachment', originalName);
    return { objects: [original], fileSize: bytes.length };
  }
  const variants = await renderVariants(bytes);
  return {
    objects: [
      original,
      ...variants.map((variant) => ({
        name: variantObjectName(filename, variant.width),
        data: variant.data,
        contentType: 'image/webp',
      })),
    ],
    fileSize: bytes.length,
  };
}
