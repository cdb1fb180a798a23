import { ACCEPTED_IMAGE_MIME, LOGO_EXTRA_MIME, PDF_MIME } from '../constants';
import { validationKeys, type ValidationMessageKey } from '../texts/validation';

/** `image/jpg` is what some browsers report for .jpg files. */
const IMAGE_MIME_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

function normalizeMime(mime: string): string {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return IMAGE_MIME_ALIASES[base] ?? base;
}

/** Whether a file type is an accepted image (JPEG, PNG or WebP; SVG too when uploading the logo). */
export function isAcceptedImageMime(mime: string, options: { logo?: boolean } = {}): boolean {
  const type = normalizeMime(mime);
  const accepted: readonly string[] = options.logo
    ? [...ACCEPTED_IMAGE_MIME, ...LOGO_EXTRA_MIME]
    : ACCEPTED_IMAGE_MIME;
  return accepted.includes(type);
}

export function isPdfMime(mime: string): boolean {
  return normalizeMime(mime) === PDF_MIME;
}

/** The refusal of a rejected image file type, or null when the type is accepted. */
export function imageTypeError(mime: string, options: { logo?: boolean } = {}): ValidationMessageKey | null {
  if (isAcceptedImageMime(mime, options)) return null;
  return options.logo ? validationKeys.logoImageType : validationKeys.imageType;
}

/** The refusal of a rejected PDF file type, or null when the type is accepted. */
export function pdfTypeError(mime: string): ValidationMessageKey | null {
  return isPdfMime(mime) ? null : validationKeys.pdfType;
}
