import type { CSSProperties } from 'react';
import { responsiveImage } from '../../lib/images';

/** The shape images are cut to (4:3); the attributes reserve their room before they load. */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A product or page picture from the media service's variants; below the fold it loads lazily, the one
 * picture that is the page's main content (`priority`) loads at once and first.
 */
export function ProductImage({
  url,
  alt,
  sizes,
  className,
  style,
  priority = false,
  eager = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  style?: CSSProperties;
  priority?: boolean;
  /** Above the fold on most screens (the first row of a listing): fetched at once, not lazily. */
  eager?: boolean;
}) {
  const image = responsiveImage(url, priority ? 1280 : 640);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={['product-image', className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
