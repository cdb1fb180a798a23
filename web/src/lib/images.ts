import {
  ATTACHED_ASSETS_PREFIX,
  imageWidthOf,
  offeredVariants,
  type ImageVariantWidth,
} from '@hiti/contracts';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/** Whether an image was uploaded to the site (its resized variants exist). */
function isUploadedImage(url: string): boolean {
  const path = (url.split('?')[0] ?? url).toLowerCase();
  return path.startsWith(ATTACHED_ASSETS_PREFIX) && !path.endsWith('.svg');
}

/**
 * `src` and, for uploaded images, a `srcSet` of the 320/640/1280 px wide variants, each described by the
 * width of its pixels (a picture narrower than 1280 px is not offered as wider than it is).
 */
export function responsiveImage(url: string, width: ImageVariantWidth = 640): ResponsiveImage {
  if (!isUploadedImage(url) || url.includes('?')) return { src: url };
  const offered = offeredVariants(imageWidthOf(url));
  const largest = offered[offered.length - 1]?.variant ?? width;
  return {
    src: `${url}?w=${Math.min(width, largest)}`,
    srcSet: offered.map(({ variant, width: real }) => `${url}?w=${variant} ${real}w`).join(', '),
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
  width: ImageVariantWidth = 640,
): ImageAttributes {
  const image = responsiveImage(url, width);
  return image.srcSet ? { ...image, sizes, ...box } : { src: image.src, ...box };
}
