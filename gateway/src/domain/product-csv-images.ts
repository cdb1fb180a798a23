import { isOwnImagePath, refusal, type BilingualProduct, type ProductImportError } from '@hiti/contracts';

/** The CSV columns of the gallery: image addresses, and alt texts per language, one per line. */
type ImageColumn = 'images' | 'images_alt' | 'images_alt_al';

/** One line per image; a line break inside an alt text would start another image's, so it becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/** A gallery cell of a product: its addresses, or its alt texts in one language. */
export function imageCell(product: BilingualProduct, column: ImageColumn): string {
  // a picture elsewhere (an imageUrl of before galleries) is no gallery an import takes: its cells stay
  // empty, which an import reads as "leave the gallery as it is"
  const images = product.images.filter((image) => isOwnImagePath(image.url));
  switch (column) {
    case 'images':
      return images.map((image) => image.url).join('\n');
    case 'images_alt':
      return images.map((image) => oneLine(image.alt.mk)).join('\n');
    case 'images_alt_al':
      return images.map((image) => oneLine(image.alt.al)).join('\n');
  }
}

/** A cell's lines, without the empty ones a spreadsheet may leave at its end. */
function lines(cell: unknown): string[] {
  const all = String(cell ?? '').split(/\r?\n/);
  while (all.length > 0 && all[all.length - 1]?.trim() === '') all.pop();
  return all;
}

/**
 * The row's gallery cells as one `images` list (address and alt texts line by line); an empty `images`
 * cell leaves the gallery as it is. Anything odd goes on for the contracts' rules to refuse.
 */
export function withGallery(product: Record<string, unknown>): Record<string, unknown> {
  const { images, images_alt: altMk, images_alt_al: altAl, ...rest } = product;
  const urls = lines(images);
  if (urls.length === 0) return rest;
  const mk = lines(altMk);
  const al = lines(altAl);
  return {
    ...rest,
    images: urls.map((url, index) => ({
      url: url.trim(),
      alt: { mk: mk[index] ?? '', al: al[index] ?? '' },
    })),
  };
}

/** A header with alt text columns but no `images` column: the alt texts would have no image to go with. */
export function galleryHeaderErrors(columns: readonly string[]): ProductImportError[] {
  if (columns.includes('images')) return [];
  return columns
    .filter((column) => column === 'images_alt' || column === 'images_alt_al')
    .map((field) => ({ row: 1, field, ...refusal('importImageAltWithoutImages') }));
}
