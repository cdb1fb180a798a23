import {
  validationMessages,
  type Product,
  type ProductCreate,
  type ProductListQuery,
  type ProductUpdate,
} from '@hiti/contracts';
import { AppError, nextSequence } from '@hiti/service-kit';
import type { Connection, mongo } from 'mongoose';
import { passesPricingFilters, sortProducts } from '../domain/listing';
import { promoWindowInOrder, toStoredFields, type StoredProductFields } from '../domain/product-fields';
import { toProductView, type StoredProduct } from '../domain/product-view';
import { foldForSearch, productSearchText, searchTerms } from '../domain/search-text';
import type { CatalogEvents } from '../events';
import {
  PRODUCT_COLLECTION,
  PRODUCT_PROJECTION,
  PRODUCT_SEQUENCE,
  productModel,
  type ProductDocument,
  type ProductModel,
} from '../models/product';
import type { Categories } from './categories';

export type Clock = () => Date;

const notFound = () => new AppError('PRODUCT_NOT_FOUND');

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every search word must appear in the product's name, description or category. */
function searchFilter(search: string | undefined): mongo.Filter<ProductDocument> {
  const terms = search ? searchTerms(search) : [];
  if (terms.length === 0) return {};
  return {
    $and: terms.map((term) => {
      const pattern = new RegExp(escapeRegex(term));
      return { $or: [{ searchText: pattern }, { categorySearchText: pattern }] };
    }),
  };
}

/** Products: listing with every filter of the API, and checked writes followed by their events. */
export class Products {
  readonly model: ProductModel;

  constructor(
    private readonly connection: Connection,
    private readonly categories: Categories,
    private readonly events: CatalogEvents,
    private readonly clock: Clock,
  ) {
    this.model = productModel(connection);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /**
   * The stored fields narrow the query in the database; the promotion state and the effective
   * price depend on the clock, so they are computed and filtered on here, as of this request.
   */
  async list(query: Omit<ProductListQuery, 't' | '_'>): Promise<Product[]> {
    const filter = searchFilter(query.search);
    if (query.category) {
      filter.category = (await this.categories.canonicalName(query.category)) ?? query.category;
    }
    if (query.inStock !== undefined) filter.inStock = query.inStock;
    if (query.featured !== undefined) filter.featured = query.featured;
    // The driver directly: a list reads every product, and mongoose's query layer adds nothing here.
    const documents = await this.connection
      .collection<ProductDocument>(PRODUCT_COLLECTION)
      .find<StoredProduct>(filter, { projection: PRODUCT_PROJECTION })
      .toArray();
    const now = this.clock();
    const products: Product[] = [];
    for (const document of documents) {
      const product = toProductView(document, now);
      if (passesPricingFilters(product, query)) products.push(product);
    }
    return sortProducts(products, query.sort);
  }

  async get(id: number): Promise<Product> {
    const document = await this.model.findOne({ id }, PRODUCT_PROJECTION).lean<StoredProduct>();
    if (!document) throw notFound();
    return toProductView(document, this.clock());
  }

  /** Creates a product, with a new id unless one is given (imports keep the ids of their file). */
  async create(input: ProductCreate, id?: number): Promise<Product> {
    const category = await this.categories.requireName(input.category);
    const fields = { ...toStoredFields({ ...input, category }) } as StoredProductFields;
    assertPromoWindow(fields.promoStartDate, fields.promoEndDate);
    const productId = id ?? (await nextSequence(this.connection, PRODUCT_SEQUENCE));
    const document = await this.model.create({
      ...fields,
      id: productId,
      searchText: productSearchText(fields),
      categorySearchText: foldForSearch(category),
    });
    const product = toProductView(document.toObject(), this.clock());
    await this.events.product('product.created', { id: product.id, name: product.name, category });
    return product;
  }

  async update(id: number, input: ProductUpdate): Promise<Product> {
    const current = await this.model.findOne({ id }, PRODUCT_PROJECTION).lean<StoredProduct>();
    if (!current) throw notFound();
    const changes = toStoredFields(input);
    if (input.category !== undefined) changes.category = await this.categories.requireName(input.category);
    const merged = { ...current, ...changes };
    assertPromoWindow(merged.promoStartDate, merged.promoEndDate);
    const set: Partial<ProductDocument> = { ...changes, searchText: productSearchText(merged) };
    if (changes.category !== undefined) set.categorySearchText = foldForSearch(changes.category);
    const updated = await this.model
      .findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after', projection: PRODUCT_PROJECTION })
      .lean<StoredProduct>();
    if (!updated) throw notFound();
    await this.events.product('product.updated', { id, name: updated.name, category: updated.category });
    return toProductView(updated, this.clock());
  }

  async delete(id: number): Promise<Product> {
    const removed = await this.model
      .findOneAndDelete({ id }, { projection: PRODUCT_PROJECTION })
      .lean<StoredProduct>();
    if (!removed) throw notFound();
    await this.events.product('product.deleted', { id, name: removed.name, category: removed.category });
    return toProductView(removed, this.clock());
  }

  /** The products with these ids, by id (ids without a product are left out). */
  async byIds(ids: number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const documents = await this.model.find({ id: { $in: ids } }, PRODUCT_PROJECTION).lean<StoredProduct[]>();
    const now = this.clock();
    return new Map(documents.map((document) => [document.id, toProductView(document, now)]));
  }

  async count(): Promise<number> {
    return this.model.estimatedDocumentCount();
  }
}

function assertPromoWindow(start: Date | null, end: Date | null): void {
  if (!promoWindowInOrder(start, end)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'promoEndDate', message: validationMessages.promoDatesOrder }],
    });
  }
}
