import { sortBrands, type BilingualText, type ProductBrand } from '@hiti/contracts';
import type { Connection } from 'mongoose';
import { readCategoryRef } from '../domain/category-name';
import { knownSpecificationKeys } from '../domain/specification-values';
import { BRAND_COLLECTION, type BrandDocument } from '../models/brand';
import { CATEGORY_COLLECTION, type CategoryDocument } from '../models/category';
import { PRODUCT_COLLECTION, type ProductDocument } from '../models/product';
import type { CatalogueVersion } from './catalogue-version';
import type { ImportVisibility } from './import-visibility';
import { ListedProduct } from './listed-product';
import { SortedOrders } from './sorted-orders';

/**
 * How long a copy is used at most, even with the version unchanged: a change made to the database by
 * hand (not through the service) shows within this time.
 */
const MAX_AGE_MS = 60_000;

/** The whole catalogue as lists read it, as of one catalogue version. */
export interface CatalogueSnapshot {
  version: number;
  loadedAt: number;
  products: readonly ListedProduct[];
  /** The products in each sort order. */
  orders: SortedOrders;
  /** The id a category link names (an id, or a name in either language, any case); 0 for none. */
  categoryIdOf: (ref: string | number) => number;
  /** Every brand, in list order. */
  brands: readonly ProductBrand[];
}

function categoryResolver(categories: Pick<CategoryDocument, 'id' | 'nameKeys'>[]) {
  const ids = new Set(categories.map((category) => category.id));
  const byKey = new Map<string, number>();
  for (const category of categories) {
    for (const key of category.nameKeys ?? []) byKey.set(key, category.id);
  }
  return (ref: string | number): number => {
    const { id, nameKey } = readCategoryRef(ref);
    if (id !== null && ids.has(id)) return id;
    return byKey.get(nameKey) ?? 0;
  };
}

/**
 * The catalogue held in this process for listing: a list checks the catalogue version in the database
 * and reads the products again only when it moved, keeping the written JSON of every product that did not
 * change. A list that carries a consistency token the held copy was already checked under skips the check:
 * the token changes after every write acknowledged to a caller, so no such write can be missing.
 */
export class CatalogueSnapshots {
  private held: CatalogueSnapshot | null = null;
  private loading: { version: number; snapshot: Promise<CatalogueSnapshot> } | null = null;
  /** The token of the last check: the held copy is at least as new as what that check found. */
  private checkedToken: string | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly version: CatalogueVersion,
    private readonly visibility: ImportVisibility,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  async current(consistencyToken?: string): Promise<CatalogueSnapshot> {
    const held = this.held;
    if (
      held &&
      consistencyToken !== undefined &&
      consistencyToken === this.checkedToken &&
      this.isYoung(held)
    ) {
      return held;
    }
    const version = await this.version.read();
    const snapshot = await this.snapshotAt(version);
    // The held copy only ever moves to newer versions, so it stays at least as new as this check found.
    if (consistencyToken !== undefined) this.checkedToken = consistencyToken;
    return snapshot;
  }

  private isYoung(snapshot: CatalogueSnapshot): boolean {
    return Date.now() - snapshot.loadedAt < this.maxAgeMs;
  }

  private async snapshotAt(version: number): Promise<CatalogueSnapshot> {
    const held = this.held;
    if (held && held.version === version && this.isYoung(held)) return held;
    if (this.loading?.version === version) return this.loading.snapshot;
    const snapshot = this.load(version);
    this.loading = { version, snapshot };
    try {
      return await snapshot;
    } finally {
      if (this.loading?.snapshot === snapshot) this.loading = null;
    }
  }

  private async load(version: number): Promise<CatalogueSnapshot> {
    const [stored, categories, brandDocuments] = await Promise.all([
      this.connection
        .collection<ProductDocument>(PRODUCT_COLLECTION)
        .find<ProductDocument>({}, { projection: { _id: 0 } })
        .toArray(),
      this.connection
        .collection<CategoryDocument>(CATEGORY_COLLECTION)
        .find<Pick<CategoryDocument, 'id' | 'name' | 'nameKeys' | 'specificationKeys'>>(
          {},
          { projection: { _id: 0, id: 1, name: 1, nameKeys: 1, specificationKeys: 1 } },
        )
        .toArray(),
      this.connection
        .collection<BrandDocument>(BRAND_COLLECTION)
        .find<Pick<BrandDocument, 'id' | 'name' | 'order'>>(
          {},
          { projection: { _id: 0, id: 1, name: 1, order: 1 } },
        )
        .toArray(),
    ]);
    const brands = sortBrands(brandDocuments).map(({ id, name }) => ({ id, name }));
    const brandsById = new Map(brands.map((brand) => [brand.id, brand]));
    // after the products: an import that completed meanwhile shows whole
    const documents = await this.visibility.resolve(stored);
    const names = new Map<number, BilingualText>(
      categories.map((category) => [
        category.id,
        { mk: category.name?.mk ?? '', al: category.name?.al ?? '' },
      ]),
    );
    const specificationKeys = new Map(
      categories.map((category) => [category.id, knownSpecificationKeys(category.specificationKeys)]),
    );
    const previous = new Map(this.held?.products.map((product) => [product.id, product]));
    const products = documents.map(({ searchText, categorySearchText, ...stored }) => {
      const listed = new ListedProduct(
        stored,
        searchText,
        categorySearchText,
        names.get(stored.categoryId),
        specificationKeys.get(stored.categoryId),
        (stored.brandId && brandsById.get(stored.brandId)) || null,
      );
      const kept = previous.get(listed.id);
      return kept?.showsSameAs(listed) ? kept : listed;
    });
    const snapshot = {
      version,
      loadedAt: Date.now(),
      products,
      orders: new SortedOrders(products),
      categoryIdOf: categoryResolver(categories),
      brands,
    };
    if (!this.held || this.held.version <= version) this.held = snapshot;
    return snapshot;
  }
}
