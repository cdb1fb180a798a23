import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_UNIT_TYPE } from '@hiti/contracts';
import type { StoredProduct } from '../domain/product-view';

/**
 * What a running product import prepared on a product, out of sight until that import completes
 * (see services/import-visibility): a product it adds, or the fields it changes on one.
 */
export interface PendingImport {
  importId: string;
  created: boolean;
  /** The stored fields the import changes (for a product it adds: none, the document is the product). */
  set?: Partial<ProductDocument>;
}

/** A stored product plus its folded search fields (never sent out). */
export interface ProductDocument extends StoredProduct {
  /** Name and description in both languages folded for search (see domain/search-text). */
  searchText: string;
  /** The category's names folded for search; kept apart so a rename updates it in one statement. */
  categorySearchText: string;
  pendingImport?: PendingImport;
}

export const PRODUCT_SEQUENCE = 'products';
export const PRODUCT_COLLECTION = 'products';

const nullable = <T>(type: T) => ({ type, default: null });
const bilingual = { mk: { type: String, default: '' }, al: { type: String, default: '' } };

const bilingualProductSchema = new Schema<ProductDocument>(
  {
    id: { type: Number, required: true },
    name: bilingual,
    description: bilingual,
    categoryId: { type: Number, required: true },
    imageUrl: { type: String, required: true },
    images: { type: Schema.Types.Mixed, default: undefined },
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
    specifications: { type: Schema.Types.Mixed, default: undefined },
    code: nullable(String),
    brandId: nullable(Number),
    displayStoreIds: { type: [Number], default: undefined },
    searchText: { type: String, required: true },
    categorySearchText: { type: String, required: true },
    pendingImport: { type: Schema.Types.Mixed, default: undefined },
  },
  { collection: PRODUCT_COLLECTION, versionKey: false, timestamps: true, strict: 'throw' },
);

bilingualProductSchema.index({ id: 1 }, { unique: true });
bilingualProductSchema.index({ categoryId: 1 });
bilingualProductSchema.index({ brandId: 1 });
bilingualProductSchema.index({ featured: -1, createdAt: -1 });
bilingualProductSchema.index({ searchText: 1 });
// unique among products that have one; any number have none
bilingualProductSchema.index(
  { code: 1 },
  { unique: true, partialFilterExpression: { code: { $type: 'string' } } },
);
bilingualProductSchema.index({ 'pendingImport.importId': 1 }, { sparse: true });

export type ProductModel = Model<ProductDocument>;

export function productModel(connection: Connection): ProductModel {
  return (
    (connection.models.BilingualProduct as ProductModel | undefined) ??
    connection.model<ProductDocument>('Product', bilingualProductSchema)
  );
}

/** The fields a read returns: everything but the internal id and the search fields. */
export const PRODUCT_PROJECTION = { _id: 0, searchText: 0, categorySearchText: 0 } as const;
