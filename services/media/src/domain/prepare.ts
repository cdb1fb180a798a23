import { nameWithImageWidth } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { DetectedType } from './detect-type';
import { contentDisposition, variantObjectName } from './names';
import { looksLikeSvg, sanitizeSvg } from './svg';
import { renderVariants } from './variants';

/** One object to put into the bucket. */
interface PreparedObject {
  name: string;
  data: Buffer;
  contentType: string;
  contentDisposition?: string;
}

export interface PreparedFile {
  /** The file's name: the one asked for, or for a picture narrower than the largest variant that name with its width. */
  filename: string;
  /** The file itself (first) and its variants. */
  objects: PreparedObject[];
  /** Size of the file itself as stored. */
  fileSize: number;
}

function preparedSvg(filename: string, bytes: Buffer): PreparedFile {
  const clean = Buffer.from(sanitizeSvg(bytes.toString('utf8')), 'utf8');
  if (!looksLikeSvg(clean)) throw new AppError('IMAGE_TYPE_INVALID');
  return {
    filename,
    objects: [{ name: filename, data: clean, contentType: 'image/svg+xml' }],
    fileSize: clean.length,
  };
}

/**
 * The objects an upload becomes: a raster image is kept as sent plus its WebP variants (which also
 * proves it decodes within the pixel limit), an SVG is sanitized, a PDF is kept as sent and named
 * for download (a PDF can carry scripts: it is never shown inline from the site's origin). With
 * `markWidth`, a picture narrower than the largest variant is named with its width (see nameWithImageWidth).
 */
export async function prepareFile(
  requestedName: string,
  type: DetectedType,
  bytes: Buffer,
  options: { originalName: string; markWidth: boolean },
): Promise<PreparedFile> {
  if (type.ext === 'svg') return preparedSvg(requestedName, bytes);
  if (type.ext === 'pdf') {
    const disposition = contentDisposition('attachment', options.originalName);
    const original = {
      name: requestedName,
      data: bytes,
      contentType: type.mime,
      contentDisposition: disposition,
    };
    return { filename: requestedName, objects: [original], fileSize: bytes.length };
  }
  const variants = await renderVariants(bytes);
  const realWidth = Math.max(...variants.map((variant) => variant.actualWidth));
  const filename = options.markWidth ? nameWithImageWidth(requestedName, realWidth) : requestedName;
  const original: PreparedObject = { name: filename, data: bytes, contentType: type.mime };
  return {
    filename,
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
