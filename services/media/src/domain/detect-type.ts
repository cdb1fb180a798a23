import { fileTypeFromBuffer } from 'file-type';
import { isAcceptedImageMime, isPdfMime, type UploadKind, type UploadPurpose } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { looksLikeSvg } from './svg';

export type StoredExtension = 'jpg' | 'png' | 'webp' | 'svg' | 'pdf';

export interface DetectedType {
  mime: string;
  ext: StoredExtension;
}

const EXTENSIONS: Record<string, StoredExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

const SVG_MIME = 'image/svg+xml';

/** What the bytes really are; SVG (plain XML text, invisible to magic numbers) is looked for only for a logo. */
async function sniff(bytes: Uint8Array, logo: boolean): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (logo && (!found || found.mime === 'application/xml') && looksLikeSvg(bytes)) return SVG_MIME;
  return found?.mime ?? null;
}

/**
 * The type of an upload judged by its bytes only (never its name or declared type):
 * images JPEG, PNG or WebP (a logo may be SVG too), PDFs application/pdf.
 */
export async function detectFileType(
  bytes: Uint8Array,
  kind: UploadKind,
  purpose?: UploadPurpose,
): Promise<DetectedType> {
  const logo = purpose === 'logo';
  const mime = await sniff(bytes, logo && kind === 'image');
  const accepted = mime !== null && (kind === 'pdf' ? isPdfMime(mime) : isAcceptedImageMime(mime, { logo }));
  const ext = mime === null ? undefined : EXTENSIONS[mime];
  if (!accepted || mime === null || !ext) {
    throw new AppError(kind === 'pdf' ? 'PDF_TYPE_INVALID' : 'IMAGE_TYPE_INVALID');
  }
  return { mime, ext };
}
