import type { ProductImage } from '@hiti/contracts';

/** The stored image fields of a product: the card image and, since galleries exist, the gallery. */
export interface StoredImages {
  imageUrl: string;
  /** In order, the first being `imageUrl`; products stored before galleries have none. */
  images?: ProductImage[];
}

const NO_ALT = { mk: '', al: '' };

/** A product's gallery; one stored with a single image (and no list) has that image, without alt text. */
export function imagesOf(product: StoredImages): ProductImage[] {
  if (product.images && product.images.length > 0) {
    return product.images.map((image) => ({
      url: image.url,
      alt: { mk: image.alt?.mk ?? '', al: image.alt?.al ?? '' },
    }));
  }
  return [{ url: product.imageUrl, alt: NO_ALT }];
}

/** The images a write names, as the stored fields it sets. */
export interface ImageInput {
  imageUrl?: string | undefined;
  images?: ProductImage[] | undefined;
}

/**
 * The stored image fields a write sets: a gallery replaces the whole list (its first is the card image); an
 * image URL alone replaces the first image, keeping the others (and its alt text when it is the same file).
 * `current` is the product as it is (none for a new product).
 */
export function imageChanges(input: ImageInput, current?: StoredImages): Partial<Required<StoredImages>> {
  const [first, ...others] = input.images ?? [];
  if (first) return { imageUrl: first.url, images: [first, ...others] };
  if (input.imageUrl === undefined) return {};
  const [before, ...rest] = current ? imagesOf(current) : [];
  const alt = before?.url === input.imageUrl ? before.alt : NO_ALT;
  return { imageUrl: input.imageUrl, images: [{ url: input.imageUrl, alt }, ...rest] };
}
