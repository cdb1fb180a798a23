import { ATTACHED_ASSETS_PREFIX, IMAGE_VARIANT_WIDTHS } from '@hiti/contracts';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/** Whether an image was uploaded to the site (its resized variants exist). */
export function isUploadedImage(url: string): boolean {
  const path = (url.split('?')[0] ?? url).toLowerCase();
  return path.startsWith(ATTACHED_ASSETS_PREFIX) && !path.endsWith('.svg');
}

/** `src` and, for uploaded images, a `srcSet` of the 320/640/1280 px wide variants. */
export function responsiveImage(
  url: string,
  width: (typeof IMAGE_VARIANT_WIDTHS)[number] = 640,
): ResponsiveImage {
  if (!isUploadedImage(url) || url.includes('?')) return { src: url };
  return {
    src: `${url}?w=${width}`,
    srcSet: IMAGE_VARIANT_WIDTHS.map((variant) => `${url}?w=${variant} ${variant}w`).join(', '),
  };
}

export interface ImageAttributes extends ResponsiveImage {
  sizes?: string;
  width: number;
  height: number;
}

/**
 * Everything an `<img>` of `url` needs: the WebP variants with the `sizes` they are shown at, and the
 * proportions of the box it fills (`box`), so the page keeps its room before the picture arrives.
 */
export function imageAttributes(
  url: string,
  sizes: string,
  box: { width: number; height: number },
  width: (typeof IMAGE_VARIANT_WIDTHS)[number] = 640,
): ImageAttributes {
  const image = responsiveImage(url, width);
  return image.srcSet ? { ...image, sizes, ...box } : { src: image.src, ...box };
}
