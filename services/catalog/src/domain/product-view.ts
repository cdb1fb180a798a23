import {
  applicableSpecifications,
  DEFAULT_UNIT_TYPE,
  derivePricing,
  productUnitFromText,
  type BilingualText,
  type BilingualProduct,
  type ProductBrand,
  type ProductImage,
  type Specifications,
} from '@hiti/contracts';
import { imagesOf } from './product-images';

/** The fields of a product that depend on the clock. */
export type Pricing = ReturnType<typeof derivePricing>;

/** A product as stored (dates as dates, no computed fields). */
export interface StoredProduct {
  id: number;
  name: BilingualText;
  description: BilingualText;
  categoryId: number;
  imageUrl: string;
  /** Its gallery in order, the first being `imageUrl`; products stored before galleries have none. */
  images?: ProductImage[];
  fullPrice: number | null;
  unitPrice: number | null;
  /** A unit key; products saved when the unit was free text may hold another spelling of one. */
  unitType: string;
  inStock: boolean;
  onPromo: boolean;
  promoPrice: number | null;
  promoStartDate: Date | null;
  promoEndDate: Date | null;
  featured: boolean;
  pdfUrl: string | null;
  /** Its values by attribute key, kept whether or not its category lists the attribute (older ones: none). */
  specifications?: Specifications;
  /** The factory's article number; products stored before codes existed have none. */
  code?: string | null;
  /** Its maker (products stored before brands existed: none). */
  brandId?: number | null;
  /** The showrooms where it can be seen (products stored before this existed: none). */
  displayStoreIds?: number[];
  createdAt: Date;
  updatedAt: Date;
}

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const NO_NAME: BilingualText = { mk: '', al: '' };

/**
 * The API view of a stored product, with the promotion state and price as of `now` and the names of
 * its category (looked up by the caller).
 */
export function toProductView(
  product: StoredProduct,
  now: Date,
  categoryNames: ReadonlyMap<number, BilingualText>,
  specificationKeys: readonly string[] = [],
  brand: ProductBrand | null = null,
): BilingualProduct {
  return pricedProductView(
    product,
    derivePricing(product, now),
    categoryNames.get(product.categoryId),
    specificationKeys,
    brand,
  );
}

/**
 * The API view of a stored product with its pricing already worked out, its category's names, the
 * attributes its category lists (the only specifications shown) and its brand (looked up by the caller).
 */
export function pricedProductView(
  product: StoredProduct,
  pricing: Pricing,
  categoryName: BilingualText | undefined,
  specificationKeys: readonly string[],
  brand: ProductBrand | null,
): BilingualProduct {
  return {
    id: product.id,
    name: { mk: product.name.mk ?? '', al: product.name.al ?? '' },
    description: { mk: product.description.mk ?? '', al: product.description.al ?? '' },
    categoryId: product.categoryId,
    category: categoryName ?? NO_NAME,
    imageUrl: product.imageUrl,
    images: imagesOf(product),
    fullPrice: product.fullPrice ?? null,
    unitPrice: product.unitPrice ?? null,
    // an older spelling ("кг", "ком") reads as its unit; text naming no known unit as the default
    unitType: productUnitFromText(product.unitType) ?? DEFAULT_UNIT_TYPE,
    inStock: product.inStock,
    onPromo: product.onPromo,
    promoPrice: product.promoPrice ?? null,
    promoStartDate: isoOrNull(product.promoStartDate),
    promoEndDate: isoOrNull(product.promoEndDate),
    featured: product.featured,
    pdfUrl: product.pdfUrl ?? null,
    specifications: applicableSpecifications(product.specifications, specificationKeys),
    ...pricing,
    code: product.code ?? null,
    brand,
    displayStoreIds: product.displayStoreIds ?? [],
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
