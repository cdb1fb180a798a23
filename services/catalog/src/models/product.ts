import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_UNIT_TYPE } from '@hiti/contracts';
import type { StoredProduct } from '../domain/product-view';

/** A stored product plus its folded search fields (never sent out). */
export interface ProductDocument extends StoredProduct {
  /** Name and description folded for search (see domain/search-text). */
  searchText: string;
  /** The category name folded for search; kept apart so a rename updates it in one statement. */
  categorySearchText: string;
}

export const PRODUCT_SEQUENCE = 'products';
export const PRODUCT_COLLECTION = 'products';

const nullable = <T>(type: T) => ({ type, default: null });

const productSchema = new Schema<ProductDocument>(
  {
    id: { type: Number, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    category: { type: String, required: true },
    imageUrl: { type: String, required: true },
    fullPrice: nullable(Number),
    unitPrice: nullable(Number),
    unitType: { type: String, required: true, default: DEFAULT_UNIT_TYPE },
    inStock: { type: Boolean, required: true, default: true },
    onPromo: { type: Boolean, required: true, default: false },
    promoPrice: nullable(Number),
    promoStartDate: nullable(Date),
    promoEndDate: nullable(Date),
    featured: { type: Boolean, required: true, default: false },
    pdfUrl: nullable(String),
    searchText: { type: String, required: true },
    categorySearchText: { type: String, required: true },
  },
  { collection: PRODUCT_COLLECTION, versionKey: false, timestamps: true, strict: 'throw' },
);

productSchema.index({ id: 1 }, { unique: true });
productSchema.index({ category: 1 });
productSchema.index({ featured: -1, createdAt: -1 });
productSchema.index({ searchText: 1 });

export type ProductModel = Model<ProductDocument>;

export function productModel(connection: Connection): ProductModel {
  return (
    (connection.models.Product as ProductModel | undefined) ??
    connection.model<ProductDocument>('Product', productSchema)
  );
}

/** The fields a read returns: everything but the internal id and the search fields. */
export const PRODUCT_PROJECTION = { _id: 0, searchText: 0, categorySearchText: 0 } as const;
