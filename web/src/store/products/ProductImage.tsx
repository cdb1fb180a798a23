import type { CSSProperties } from 'react';
import { responsiveImage } from '../../lib/images';

export function ProductImage({
  url,
  alt,
  sizes,
  style,
  eager = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  style?: CSSProperties;
  eager?: boolean;
}) {
  const image = responsiveImage(url);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ width: '100%', objectFit: 'cover', display: 'block', ...style }}
    />
  );
}
