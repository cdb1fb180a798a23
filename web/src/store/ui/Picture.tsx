import type { ImgHTMLAttributes } from 'react';
import { imageAttributes } from '../../lib/images';
import type { IMAGE_VARIANT_WIDTHS } from '@hiti/contracts';

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
> {
  url: string;
  /** The width the picture is shown at, per screen (the `sizes` attribute). */
  sizes: string;
  /** The proportions of the box it fills (CSS gives the box its size; the picture is cropped to it). */
  box: { width: number; height: number };
  /** The variant for browsers without srcset. */
  variant?: (typeof IMAGE_VARIANT_WIDTHS)[number];
  /** The largest picture of the first screen: fetched first and at once; every other one waits until near. */
  priority?: boolean;
  /** Shown instead when the picture cannot be loaded. */
  fallback?: string;
}

/** A picture from the site's own files: its WebP variants, its box kept while loading, lazy unless a priority. */
export function Picture({
  url,
  sizes,
  box,
  variant,
  priority = false,
  fallback,
  alt = '',
  ...props
}: PictureProps) {
  return (
    <img
      {...props}
      {...imageAttributes(url, sizes, box, variant)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={(event) => {
        const image = event.currentTarget;
        if (fallback && !image.src.endsWith(fallback)) {
          image.srcset = '';
          image.src = fallback;
        }
      }}
    />
  );
}
