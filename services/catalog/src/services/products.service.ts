import {
  inLanguage,
  PROMOTION_FIELDS,
  DEFAULT_SORT,
  type BilingualProduct,
  type CatalogProductListQuery,
  type ProductFacets,
  type ProductFacetsQuery,
  fieldIssue,
  type PromotionIssue,
  type ProductCreate,
  type ProductUpdate,
  type SitemapEntries,
} from '@hiti/contracts';
import { AppError, nextSequence, type DomainEvents } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { passesPricingFilters } from '../domain/listing';
import { FacetCounter, specificationFiltersOf } from '../domain/specification-filters';
import { promotionIssuesAfter, toStoredFields, type StoredProductFields } from '../domain/product-fields';
import { toProductView, type StoredProduct } from '../domain/product-view';
import { asCodeTaken, searchIsCode } from '../domain/product-code';
import { categorySearchText, productSearchText, searchTerms } from '../domain/search-text';
import {
  assertApplicable,
  mergedSpecifications,
  specificationChanges,
  storedSpecifications,
} from '../domain/specification-values';
import type { ListedProduct, PricedListing } from './listed-product';
import { CatalogueSnapshots, type CatalogueSnapshot } from './catalogue-snapshot';
import type { CatalogueVersion } from './catalogue-version';
import {
  PRODUCT_PROJECTION,
  PRODUCT_SEQUENCE,
  productModel,
  type ProductDocument,
  type ProductModel,
} from '../models/product';
import type { Categories } from './categories.service';
import { brandUnknown, type Brands } from './brands.service';
import type { ImportVisibility } from './import-visibility';

export type Clock = () => Date;

const notFound = () => new AppError('PRODUCT_NOT_FOUND');

/** An update that keeps losing the race to other updates of the same product gives up (503) after this. */
const MAX_UPDATE_ATTEMPTS = 20;

/** The stored fields an update reads (the promotion rules, the search text), as a filter matching them. */
function readFields(product: StoredProduct): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const field of PROMOTION_FIELDS) filter[field] = product[field] ?? null;
  for (const field of ['name', 'description'] as const) {
    filter[`${field}.mk`] = product[field].mk ?? null;
    filter[`${field}.al`] = product[field].al ?? null;
  }
  return filter;
}

const isEmpty = (record: Record<string, unknown>) => Object.keys(record).length === 0;

const matchesSearch = (product: ListedProduct, term: string) =>
  product.searchText.includes(term) ||
  product.categorySearchText.includes(term) ||
  product.brandSearchText.includes(term);

/** Whether a product is of one of the brands a list asks for (any product, when it names none). */
const ofBrands = (product: ListedProduct, brandIds: readonly number[] | undefined) =>
  brandIds === undefined || brandIds.includes(product.stored.brandId ?? 0);

/** Products: listing with every filter of the API, and checked writes followed by their events. */
export class Products {
  readonly model: ProductModel;
  private readonly snapshots: CatalogueSnapshots;

  constructor(
    private readonly connection: Connection,
    private readonly categories: Categories,
    private readonly brands: Brands,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly version: CatalogueVersion,
    private readonly visibility: ImportVisibility,
  ) {
    this.model = productModel(connection);
    this.snapshots = new CatalogueSnapshots(connection, version, visibility);
  }

  /** The stored product as visitors see it (null also for one a running import adds). */
  private async visible(id: number): Promise<StoredProduct | null> {
    const document = await this.model.findOne({ id }, PRODUCT_PROJECTION).lean<ProductDocument>();
    if (!document) return null;
    const [visible] = await this.visibility.resolve([document]);
    return visible ?? null;
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /**
   * The products a list query names, priced as of this request (the promotion state and the effective
   * price depend on the clock), in the list's order: the page it asks for, or every match (refused beyond
   * its `atMost`), with how many match. Read from the catalogue held in this process, which is checked
   * against the database's catalogue version first (unless it already was under the caller's consistency
   * token); the catalogue is kept in each sort order, so a list only filters.
   */
  async list(
    query: Omit<CatalogProductListQuery, 't' | '_'>,
    consistencyToken?: string,
    page: ListedPage | null = null,
  ): Promise<ProductListing> {
    const snapshot = await this.snapshots.current(consistencyToken);
    const passes = baseFilter(snapshot, query);
    const specificationFilters = specificationFiltersOf(query);
    const from = page ? (page.page - 1) * page.pageSize : 0;
    const to = page ? from + page.pageSize : (query.atMost ?? Infinity);
    const items: PricedListing[] = [];
    let total = 0;
    for (const priced of snapshot.orders.order(query.sort ?? DEFAULT_SORT, this.clock(), query.lang)) {
      if (!passes(priced)) continue;
      if (!specificationFilters.every(({ key, passes }) => passes(priced.product.specifications[key]))) {
        continue;
      }
      if (total >= from && total < to) items.push(priced);
      total += 1;
      if (!page && total > to) throw tooLong(to);
    }
    return { items, total };
  }

  /**
   * The facets of a list query's specification filters and its brands, counted over the catalogue held in
   * this process (priced as of now, for the price and promotion filters). Each facet leaves its own filter
   * out of its counts: the brands' counts apply every filter but the brand one.
   */
  async facets(
    query: Omit<ProductFacetsQuery, 't' | '_'>,
    consistencyToken?: string,
  ): Promise<ProductFacets> {
    const snapshot = await this.snapshots.current(consistencyToken);
    const passes = baseFilter(snapshot, { ...query, brandId: undefined });
    const specificationFilters = specificationFiltersOf(query);
    const counter = new FacetCounter(specificationFilters);
    const brandCounts = new Map<number, number>();
    const now = this.clock();
    for (const product of snapshot.products) {
      if (!passes(product.pricedAt(now))) continue;
      if (ofBrands(product, query.brandId)) counter.add(product.specifications);
      const brandId = product.brand?.id;
      if (brandId && specificationFilters.every(({ key, passes }) => passes(product.specifications[key]))) {
        brandCounts.set(brandId, (brandCounts.get(brandId) ?? 0) + 1);
      }
    }
    const brands = snapshot.brands.flatMap((brand) => {
      const count = brandCounts.get(brand.id) ?? 0;
      return count > 0 ? [{ ...brand, count }] : [];
    });
    return { total: counter.total, facets: counter.facets(), brands };
  }

  /** One page of the sitemap's entries, in id order, from the catalogue held in this process. */
  async sitemapEntries(page: number, pageSize: number): Promise<SitemapEntries> {
    const { products } = await this.snapshots.current();
    const byId = [...products].sort((a, b) => a.id - b.id);
    const items = byId.slice((page - 1) * pageSize, page * pageSize).map(({ stored }) => ({
      id: stored.id,
      updatedAt: stored.updatedAt.toISOString(),
      imageUrl: stored.imageUrl,
    }));
    return { total: products.length, items };
  }

  async get(id: number): Promise<BilingualProduct> {
    const document = await this.visible(id);
    if (!document) throw notFound();
    return this.view(document);
  }

  private async view(document: StoredProduct): Promise<BilingualProduct> {
    const [category, brand] = await Promise.all([
      this.categories.find(document.categoryId),
      document.brandId ? this.brands.find(document.brandId) : null,
    ]);
    const names = new Map(category ? [[category.id, category.name]] : []);
    const shownBrand = brand ? { id: brand.id, name: brand.name } : null;
    return toProductView(document, this.clock(), names, category?.specificationKeys, shownBrand);
  }

  /** Creates a product, with a new id unless one is given (imports keep the ids of their file). */
  async create(input: ProductCreate, id?: number): Promise<BilingualProduct> {
    const category = await this.categories.require(input.category);
    if (input.brandId !== null) await this.brands.require(input.brandId);
    const { category: _ref, specifications, ...rest } = input;
    assertApplicable(specifications, category.specificationKeys ?? []);
    const fields = {
      ...toStoredFields(rest),
      categoryId: category.id,
      specifications: storedSpecifications(specifications),
    } as StoredProductFields;
    assertPromotion(promotionIssuesAfter({}, fields));
    const productId = id ?? (await nextSequence(this.connection, PRODUCT_SEQUENCE));
    const document = await this.model
      .create({
        ...fields,
        id: productId,
        searchText: productSearchText(fields),
        categorySearchText: categorySearchText(category.name),
      })
      .catch((error: unknown) => {
        throw asCodeTaken(error);
      });
    await this.categoryStillThere(category.id, () => this.model.deleteOne({ id: productId }));
    await this.brandStillThere(input.brandId, () => this.model.deleteOne({ id: productId }));
    await this.version.moveOn();
    const product = await this.view(document.toObject());
    await this.events.publish('product.created', eventPayload(product));
    return product;
  }

  async update(id: number, input: ProductUpdate): Promise<BilingualProduct> {
    const { category: ref, specifications, ...rest } = input;
    const specificationUpdate = specificationChanges(specifications);
    const category = ref === undefined ? undefined : await this.categories.require(ref);
    if (rest.brandId) await this.brands.require(rest.brandId);
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.model.findOne({ id }, PRODUCT_PROJECTION).lean<ProductDocument>();
      if (!current || (await this.visibility.resolve([current])).length === 0) throw notFound();
      // an image URL alone replaces the first image of the gallery as it is now
      const changes = toStoredFields(rest, current);
      if (category) changes.categoryId = category.id;
      const merged = {
        ...current,
        ...changes,
        specifications: mergedSpecifications(current.specifications, specifications),
      };
      assertPromotion(promotionIssuesAfter(current, changes));
      const categoryNow = category ?? (await this.categories.find(current.categoryId));
      assertApplicable(specifications, categoryNow?.specificationKeys ?? []);
      const set: Record<string, unknown> = {
        ...changes,
        ...specificationUpdate.set,
        searchText: productSearchText(merged),
      };
      if (category) set.categorySearchText = categorySearchText(category.name);
      // Written only while the fields checked and derived above are as they were read: two updates at
      // once must not leave a promotion above a full price the other one lowered, or a stale search text.
      const updated = await this.model
        .findOneAndUpdate(
          {
            id,
            ...readFields(current),
            ...(rest.imageUrl === undefined ? {} : { imageUrl: current.imageUrl }),
          },
          { $set: set, ...(isEmpty(specificationUpdate.unset) ? {} : { $unset: specificationUpdate.unset }) },
          { returnDocument: 'after', projection: PRODUCT_PROJECTION },
        )
        .lean<StoredProduct>()
        .catch((error: unknown) => {
          throw asCodeTaken(error);
        });
      if (updated) {
        if (category) {
          await this.categoryStillThere(category.id, async () => {
            const previous = await this.categories.find(current.categoryId);
            const previousText = previous ? categorySearchText(previous.name) : '';
            await this.model.updateOne(
              { id, categoryId: category.id },
              { $set: { categoryId: current.categoryId, categorySearchText: previousText } },
            );
          });
        }
        await this.brandStillThere(rest.brandId, () =>
          this.model.updateOne({ id, brandId: rest.brandId }, { $set: { brandId: current.brandId ?? null } }),
        );
        return this.updated(updated);
      }
      if (attempt === MAX_UPDATE_ATTEMPTS) throw new AppError('DEPENDENCY_UNAVAILABLE');
    }
  }

  /**
   * A category deleted between its check and the product's write (its deletion saw no product in it yet)
   * would leave the product in no category: the write is then taken back and refused as naming an unknown
   * category.
   */
  private async categoryStillThere(categoryId: number, takeBack: () => Promise<unknown>): Promise<void> {
    try {
      await this.categories.require(categoryId);
    } catch (error) {
      await takeBack();
      // a list read between the write and its taking back must not be kept
      await this.version.moveOn();
      throw error;
    }
  }

  /** Like `categoryStillThere`, for a brand deleted between its check and the product's write. */
  private async brandStillThere(
    brandId: number | null | undefined,
    takeBack: () => Promise<unknown>,
  ): Promise<void> {
    if (!brandId || (await this.brands.find(brandId))) return;
    await takeBack();
    await this.version.moveOn();
    throw brandUnknown();
  }

  private async updated(document: StoredProduct): Promise<BilingualProduct> {
    await this.version.moveOn();
    const product = await this.view(document);
    await this.events.publish('product.updated', eventPayload(product));
    return product;
  }

  async delete(id: number): Promise<BilingualProduct> {
    const removed = await this.model
      // not a product a running import adds
      .findOneAndDelete({ id, 'pendingImport.created': { $ne: true } }, { projection: PRODUCT_PROJECTION })
      .lean<StoredProduct>();
    if (!removed) throw notFound();
    await this.version.moveOn();
    const product = await this.view(removed);
    await this.events.publish('product.deleted', eventPayload(product));
    return product;
  }

  /** The stored products with these ids as visitors see them, by id (ids without a product are left out). */
  async storedByIds(ids: readonly number[]): Promise<Map<number, StoredProduct>> {
    if (ids.length === 0) return new Map();
    const documents = await this.visibility.resolve(
      await this.model.find({ id: { $in: ids } }, PRODUCT_PROJECTION).lean<ProductDocument[]>(),
    );
    return new Map(documents.map((document) => [document.id, document]));
  }

  /** The ids of the products (as visitors see them) having these codes, by code. */
  async idsByCodes(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const documents = await this.visibility.resolve(
      await this.model.find({ code: { $in: codes } }, PRODUCT_PROJECTION).lean<ProductDocument[]>(),
    );
    return new Map(
      documents.flatMap((document) => (document.code ? [[document.code, document.id] as const] : [])),
    );
  }

  async count(): Promise<number> {
    return this.model.estimatedDocumentCount();
  }
}

/** Whether a priced product passes a list's filters other than its specifications. */
function baseFilter(
  snapshot: CatalogueSnapshot,
  query: Omit<ProductFacetsQuery, 't' | '_'>,
): (priced: PricedListing) => boolean {
  // An id, or a name in either language (older links name it); an unknown one matches nothing.
  const categoryId = query.category ? snapshot.categoryIdOf(query.category) : undefined;
  // Every search word must appear in the product's name, description or category.
  const terms = query.search ? searchTerms(query.search) : [];
  return (priced) => {
    const { product } = priced;
    return (
      (categoryId === undefined || product.categoryId === categoryId) &&
      ofBrands(product, query.brandId) &&
      (query.inStock === undefined || product.inStock === query.inStock) &&
      (query.featured === undefined || product.featured === query.featured) &&
      (terms.every((term) => matchesSearch(product, term)) ||
        searchIsCode(query.search, product.stored.code)) &&
      passesPricingFilters(priced, query)
    );
  };
}

/** A list's products (its page, or every match) and how many match in all. */
export interface ProductListing {
  items: PricedListing[];
  total: number;
}

export interface ListedPage {
  page: number;
  pageSize: number;
}

const tooLong = (atMost: number) =>
  new AppError('LIST_TOO_LONG', {
    message: `More than ${atMost} products match: ask for them a page at a time (page, pageSize).`,
    details: [
      { path: 'pageSize', message: `Without page and pageSize at most ${atMost} products are listed` },
    ],
  });

/** What product events carry: the id and the Macedonian name of the product and of its category. */
function eventPayload(product: BilingualProduct) {
  return {
    id: product.id,
    name: inLanguage(product.name, 'mk'),
    category: inLanguage(product.category, 'mk'),
  };
}

/** Refuses a write whose product would break the promotion rules, naming each field. */
function assertPromotion(issues: readonly PromotionIssue[]): void {
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      details: issues.map((issue) => fieldIssue(issue.path, issue.message)),
    });
  }
}
