import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../constants';

const LARGEST_VARIANT = Math.max(...IMAGE_VARIANT_WIDTHS);
const WIDTH_MARK = /_(\d{1,4})w\.(?:jpe?g|png|webp)$/i;

/**
 * The name of an uploaded picture narrower than the largest variant carries its real width (`…_600w.jpg`):
 * pages then never offer its variants as wider than the pixels they hold.
 */
export function nameWithImageWidth(filename: string, width: number): string {
  if (width >= LARGEST_VARIANT) return filename;
  return filename.replace(/(\.[^.]+)$/, `_${width}w$1`);
}

/** The real width a picture's name declares, if it is narrower than the largest variant. */
export function imageWidthOf(url: string): number | undefined {
  const match = WIDTH_MARK.exec(url.split('?')[0] ?? url);
  const width = match ? Number(match[1]) : undefined;
  return width !== undefined && width > 0 && width < LARGEST_VARIANT ? width : undefined;
}

/** A variant and the real width of its pixels (the smallest variant at least as wide as the picture holds it all). */
export interface ImageVariantChoice {
  variant: ImageVariantWidth;
  width: number;
}

/** The variants worth offering of a picture `realWidth` wide: none that only repeats the picture's pixels. */
export function offeredVariants(realWidth: number | undefined): ImageVariantChoice[] {
  const offered: ImageVariantChoice[] = [];
  for (const variant of IMAGE_VARIANT_WIDTHS) {
    if (realWidth === undefined || variant < realWidth) {
      offered.push({ variant, width: variant });
    } else {
      offered.push({ variant, width: realWidth });
      break;
    }
  }
  return offered;
}
