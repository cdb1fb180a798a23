import {
  brandInUseMessage,
  brandNameKey,
  sortBrands,
  refusal,
  type Brand,
  type BrandInput,
  type BrandUpdate,
} from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence, type DomainEvents } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import {
  BRAND_PROJECTION,
  BRAND_SEQUENCE,
  brandModel,
  type BrandDocument,
  type BrandModel,
} from '../models/brand';
import { productModel, type ProductModel } from '../models/product';
import type { CatalogueVersion } from './catalogue-version';

const nameTaken = () => new AppError('BRAND_NAME_TAKEN');
const notFound = () => new AppError('BRAND_NOT_FOUND');

const toBrand = (document: Pick<BrandDocument, 'id' | 'name' | 'websiteUrl' | 'order'>): Brand => ({
  id: document.id,
  name: document.name,
  websiteUrl: document.websiteUrl ?? null,
  order: document.order ?? 0,
});

/** The refusal of a product write naming a brand that does not exist. */
export const brandUnknown = () =>
  new AppError('VALIDATION_FAILED', {
    details: [{ path: 'brandId', ...refusal('brandUnknown') }],
  });

/**
 * Brands: the id is what products refer to; names are unique regardless of case. Products show the brand's
 * name, so every write moves the catalogue version on; a brand in use is never deleted.
 */
export class Brands {
  private readonly model: BrandModel;
  private readonly products: ProductModel;

  constructor(
    private readonly connection: Connection,
    private readonly events: DomainEvents,
    private readonly version: CatalogueVersion,
  ) {
    this.model = brandModel(connection);
    this.products = productModel(connection);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async list(): Promise<Brand[]> {
    const documents = await this.model.find({}, BRAND_PROJECTION).lean();
    return sortBrands(documents.map(toBrand));
  }

  async get(id: number): Promise<Brand> {
    const document = await this.model.findOne({ id }, BRAND_PROJECTION).lean();
    if (!document) throw notFound();
    return toBrand(document);
  }

  async find(id: number): Promise<Brand | null> {
    const document = await this.model.findOne({ id }, BRAND_PROJECTION).lean();
    return document ? toBrand(document) : null;
  }

  /** The brand a product names; an unknown one is a validation error of the product's `brandId`. */
  async require(id: number): Promise<Brand> {
    const brand = await this.find(id);
    if (!brand) throw brandUnknown();
    return brand;
  }

  async create(input: BrandInput): Promise<Brand> {
    const nameKey = brandNameKey(input.name);
    if (await this.model.exists({ nameKey })) throw nameTaken();
    const id = await nextSequence(this.connection, BRAND_SEQUENCE);
    try {
      const document = await this.model.create({ id, ...input, nameKey });
      await this.version.moveOn();
      const brand = toBrand(document);
      await this.events.publish('brand.created', { id, name: brand.name });
      return brand;
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
  }

  async update(id: number, changes: BrandUpdate): Promise<Brand> {
    const set: Partial<BrandDocument> = { ...changes };
    if (changes.name !== undefined) {
      set.nameKey = brandNameKey(changes.name);
      if (await this.model.exists({ id: { $ne: id }, nameKey: set.nameKey })) throw nameTaken();
    }
    let updated: Parameters<typeof toBrand>[0] | null;
    try {
      updated = await this.model
        .findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after', projection: BRAND_PROJECTION })
        .lean();
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
    if (!updated) throw notFound();
    await this.version.moveOn();
    const brand = toBrand(updated);
    await this.events.publish('brand.updated', { id, name: brand.name });
    return brand;
  }

  /** Refused while products use the brand, naming how many: deleting it would leave them naming nothing. */
  async delete(id: number): Promise<Brand> {
    const current = await this.get(id);
    const used = await this.products.countDocuments({ brandId: id });
    if (used > 0) throw new AppError('BRAND_IN_USE', { message: brandInUseMessage(used) });
    await this.model.deleteOne({ id });
    await this.version.moveOn();
    await this.events.publish('brand.deleted', { id, name: current.name });
    return current;
  }
}
