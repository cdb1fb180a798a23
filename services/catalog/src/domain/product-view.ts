import { derivePricing, type Product } from '@hiti/contracts';

/** A product as stored (dates as dates, no computed fields). */
export interface StoredProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  imageUrl: string;
  fullPrice: number | null;
  unitPrice: number | null;
  unitType: string;
  inStock: boolean;
  onPromo: boolean;
  promoPrice: number | null;
  promoStartDate: Date | null;
  promoEndDate: Date | null;
  featured: boolean;
  pdfUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The API view of a stored product, with the promotion state and price as of `now`. */
export function toProductView(product: StoredProduct, now: Date): Product {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    imageUrl: product.imageUrl,
    fullPrice: product.fullPrice ?? null,
    unitPrice: product.unitPrice ?? null,
    unitType: product.unitType,
    inStock: product.inStock,
    onPromo: product.onPromo,
    promoPrice: product.promoPrice ?? null,
    promoStartDate: isoOrNull(product.promoStartDate),
    promoEndDate: isoOrNull(product.promoEndDate),
    featured: product.featured,
    pdfUrl: product.pdfUrl ?? null,
    ...derivePricing(product, now),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
