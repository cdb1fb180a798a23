import type { Language, Product } from '@hiti/contracts';
import { imageAttributes, type ImageAttributes } from '../../lib/images';

/** The width a gallery's main picture takes: the whole screen on a phone, half the page beside the details. */
const GALLERY_SIZES = '(max-width: 767px) 100vw, 50vw';
/** The shape the pictures are shown in (4:3), kept while they load. */
const GALLERY_BOX = { width: 640, height: 480 };
const THUMBNAIL_SIZES = '80px';
const THUMBNAIL_BOX = { width: 80, height: 60 };

export interface GalleryPicture {
  main: ImageAttributes;
  thumbnail: ImageAttributes;
  alt: string;
}

/**
 * A product's pictures as the gallery shows them: each image's WebP variants, at the main and at the
 * thumbnail size, and its alt text in the page's language (without one: the product's name, numbered).
 */
export function galleryPictures(product: Pick<Product, 'images' | 'imageUrl' | 'name'>, language: Language) {
  const images =
    product.images.length > 0 ? product.images : [{ url: product.imageUrl, alt: { mk: '', al: '' } }];
  return images.map((image, index): GalleryPicture => ({
    main: imageAttributes(image.url, GALLERY_SIZES, GALLERY_BOX, index === 0 ? 1280 : 640),
    thumbnail: imageAttributes(image.url, THUMBNAIL_SIZES, THUMBNAIL_BOX, 320),
    alt:
      image.alt[language].trim() ||
      (images.length > 1 ? `${product.name} (${index + 1}/${images.length})` : product.name),
  }));
}
