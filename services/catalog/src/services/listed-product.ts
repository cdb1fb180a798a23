import {
  applicableSpecifications,
  bilingualProductSchema,
  derivePricing,
  isPromoActive,
  localizeProduct,
  promoWindow,
  productSchema,
  type BilingualProduct,
  type BilingualText,
  type Language,
  type ProductBrand,
  type Specifications,
} from '@hiti/contracts';
import type { SortKeys } from '../domain/listing';
import { foldForSearch } from '../domain/search-text';
import { pricedProductView, type Pricing, type StoredProduct } from '../domain/product-view';

/**
 * A product as lists read it: the stored fields filters and sorts look at, its search texts, and its
 * pricings (see `PricedListing`).
 */
export class ListedProduct {
  readonly id: number;
  readonly categoryId: number;
  readonly inStock: boolean;
  readonly featured: boolean;
  readonly created: number;
  /** Its brand's name folded for search (empty without a brand): a search matches it like the category's. */
  readonly brandSearchText: string;
  /** The specifications it shows (those of the attributes its category lists): what filters read. */
  readonly specifications: Specifications;
  /** The instants its pricing changes at: its promotion's first instant and the one after its last. */
  readonly pricingChanges: readonly number[];
  private readonly priced: [PricedListing?, PricedListing?] = [];

  constructor(
    readonly stored: StoredProduct,
    readonly searchText: string,
    readonly categorySearchText: string,
    readonly categoryName: BilingualText | undefined,
    /** The attributes its category lists. */
    readonly specificationKeys: readonly string[] = [],
    readonly brand: ProductBrand | null = null,
  ) {
    this.id = stored.id;
    this.categoryId = stored.categoryId;
    this.inStock = stored.inStock;
    this.featured = stored.featured;
    this.created = stored.createdAt.getTime();
    this.brandSearchText = brand ? foldForSearch(brand.name) : '';
    this.specifications = applicableSpecifications(stored.specifications, specificationKeys);
    const promotion = promoWindow(stored);
    this.pricingChanges = promotion ? [promotion.start, promotion.end + 1] : [];
  }

  /** Whether `other` is this same product with nothing it shows changed (so its JSON still holds). */
  showsSameAs(other: ListedProduct): boolean {
    return (
      other.stored.updatedAt.getTime() === this.stored.updatedAt.getTime() &&
      other.categoryName?.mk === this.categoryName?.mk &&
      other.categoryName?.al === this.categoryName?.al &&
      other.specificationKeys.join() === this.specificationKeys.join() &&
      other.brand?.name === this.brand?.name
    );
  }

  /**
   * The product priced as of `now`. The clock changes a product's pricing only by starting or ending its
   * promotion, so there are two pricings at most, each worked out once.
   */
  pricedAt(now: Date): PricedListing {
    const slot = isPromoActive(this.stored, now) ? 1 : 0;
    let priced = this.priced[slot];
    if (!priced) {
      priced = new PricedListing(this, derivePricing(this.stored, now));
      this.priced[slot] = priced;
    }
    return priced;
  }
}

/** A listed product with one pricing: what a list filters, sorts and writes. */
export class PricedListing implements SortKeys {
  readonly id: number;
  readonly name: BilingualText;
  readonly featured: boolean;
  readonly created: number;
  readonly promoActive: boolean;
  readonly effectivePrice: number;
  readonly fullPrice: number | null;
  private readonly json = new Map<Language | '*', Buffer>();

  constructor(
    readonly product: ListedProduct,
    private readonly pricing: Pricing,
  ) {
    this.id = product.id;
    this.name = product.stored.name;
    this.featured = product.featured;
    this.created = product.created;
    this.promoActive = pricing.promoActive;
    this.effectivePrice = pricing.effectivePrice;
    this.fullPrice = product.stored.fullPrice ?? null;
  }

  view(): BilingualProduct {
    const { stored, categoryName, specificationKeys, brand } = this.product;
    return pricedProductView(stored, this.pricing, categoryName, specificationKeys, brand);
  }

  /** Its JSON answer, in `lang` or in both languages, written through the response schema once. */
  toJson(lang: Language | undefined): Buffer {
    let json = this.json.get(lang ?? '*');
    if (json === undefined) {
      const view = this.view();
      const parsed = lang
        ? productSchema.parse(localizeProduct(view, lang))
        : bilingualProductSchema.parse(view);
      json = Buffer.from(JSON.stringify(parsed));
      this.json.set(lang ?? '*', json);
    }
    return json;
  }
}
