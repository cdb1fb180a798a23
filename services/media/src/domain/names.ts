import { randomUUID } from 'node:crypto';
import type { ImageVariantWidth } from '@hiti/contracts';
import type { StoredExtension } from './detect-type';

const ORIGINAL_NAME_MAX = 255;

/** A new file's name: chosen by the server, never by the uploader. */
export function generateFilename(ext: StoredExtension): string {
  return `${randomUUID()}.${ext}`;
}

/** The object holding an image's variant of a width, next to the original. */
export function variantObjectName(filename: string, width: ImageVariantWidth): string {
  const stem = filename.replace(/\.[^.]+$/, '');
  return `${stem}.w${width}.webp`;
}

/** Whether a stored file has WebP variants (raster images do; SVG and PDF do not). */
export function hasVariants(filename: string): boolean {
  return /\.(?:jpe?g|png|webp)$/i.test(filename);
}

/** The uploader's file name without any path and control characters (kept for display only). */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return [...printable].slice(0, ORIGINAL_NAME_MAX).join('') || 'file';
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A Content-Disposition header naming the file; non-ASCII names get an RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${kind}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(name)}`;
}
