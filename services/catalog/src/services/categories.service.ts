import {
  inLanguage,
  refusal,
  type BilingualText,
  type BilingualCategory,
  type CategoryInput,
  type CategoryUpdate,
} from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence, type DomainEvents } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { categoryKeys, readCategoryRef } from '../domain/category-name';
import { knownSpecificationKeys } from '../domain/specification-values';
import { categorySearchText } from '../domain/search-text';
import {
  CATEGORY_COLLECTION,
  CATEGORY_PROJECTION,
  CATEGORY_SEQUENCE,
  categoryModel,
  type CategoryDocument,
  type CategoryModel,
} from '../models/category';
import { productModel, type ProductModel } from '../models/product';
import type { CatalogueVersion } from './catalogue-version';

const nameTaken = () => new AppError('CATEGORY_NAME_TAKEN');

/** A deletion mark older than this was left by a process that stopped mid-deletion: it no longer counts. */
const DELETION_MARK_MS = 30_000;

const bilingual = (text: Partial<BilingualText> | undefined): BilingualText => ({
  mk: text?.mk ?? '',
  al: text?.al ?? '',
});

function toCategory(
  document: Pick<CategoryDocument, 'id' | 'name' | 'description' | 'imageUrl' | 'specificationKeys'>,
): BilingualCategory {
  return {
    id: document.id,
    name: bilingual(document.name),
    description: bilingual(document.description),
    imageUrl: document.imageUrl ?? null,
    specificationKeys: knownSpecificationKeys(document.specificationKeys),
  };
}

/** Whether a category carries a deletion mark that still counts. */
function beingDeleted(document: Pick<CategoryDocument, 'deletingSince'>): boolean {
  const since = document.deletingSince;
  return since instanceof Date && Date.now() - since.getTime() < DELETION_MARK_MS;
}

/** The name events carry: the Macedonian one (the site's default language), else the Albanian one. */
const eventName = (name: BilingualText) => inLanguage(name, 'mk');

/** How a product or a link names a category: its id, or one of its names in either language. */
export type CategoryRef = number | string;

/**
 * Categories: the id is the stable identity products refer to; names (both languages) are unique
 * regardless of case; a rename is announced and carried into the products' search text.
 */
export class Categories {
  private readonly model: CategoryModel;
  private readonly products: ProductModel;

  constructor(
    private readonly connection: Connection,
    private readonly events: DomainEvents,
    private readonly version: CatalogueVersion,
  ) {
    this.model = categoryModel(connection);
    this.products = productModel(connection);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async list(): Promise<BilingualCategory[]> {
    const documents = await this.model.find({}, CATEGORY_PROJECTION).sort({ id: 1 }).lean();
    return documents.map(toCategory);
  }

  async get(id: number): Promise<BilingualCategory> {
    const document = await this.model.findOne({ id }, CATEGORY_PROJECTION).lean();
    if (!document) throw new AppError('CATEGORY_NOT_FOUND');
    return toCategory(document);
  }

  /** The category an id or a name in either language (any case) stands for, or null. */
  async find(ref: CategoryRef): Promise<BilingualCategory | null> {
    const document = await this.findDocument(ref);
    return document ? toCategory(document) : null;
  }

  /**
   * Like `find`, but an unknown category is a validation error of the product's field, and so is one
   * being deleted: a product put into it then could be left in no category.
   */
  async require(ref: CategoryRef): Promise<BilingualCategory> {
    const document = await this.findDocument(ref);
    if (document === null || beingDeleted(document)) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'category', ...refusal('categoryUnknown') }],
      });
    }
    return toCategory(document);
  }

  private async findDocument(ref: CategoryRef) {
    const { id, nameKey } = readCategoryRef(ref);
    const byName = { nameKeys: nameKey };
    const filter = id === null ? byName : { $or: [{ id }, byName] };
    return this.model.findOne(filter, { ...CATEGORY_PROJECTION, deletingSince: 1 }).lean();
  }

  /** The names of every category by id. */
  async namesById(): Promise<Map<number, BilingualText>> {
    // The driver directly: every list reads these, and mongoose's query layer adds nothing here.
    const documents = await this.connection
      .collection<CategoryDocument>(CATEGORY_COLLECTION)
      .find<Pick<CategoryDocument, 'id' | 'name'>>({}, { projection: { _id: 0, id: 1, name: 1 } })
      .toArray();
    return new Map(documents.map((document) => [document.id, bilingual(document.name)]));
  }

  /** Every category by each of its name keys (both languages) and by its id as text. */
  async byRef(): Promise<Map<string, BilingualCategory>> {
    const categories = await this.list();
    const refs = new Map<string, BilingualCategory>();
    for (const category of categories) {
      refs.set(String(category.id), category);
      for (const key of categoryKeys(category.name)) refs.set(key, category);
    }
    return refs;
  }

  async create(input: CategoryInput): Promise<BilingualCategory> {
    const nameKeys = categoryKeys(input.name);
    if (await this.model.exists({ nameKeys: { $in: nameKeys } })) throw nameTaken();
    const id = await nextSequence(this.connection, CATEGORY_SEQUENCE);
    try {
      const document = await this.model.create({
        id,
        name: input.name,
        nameKeys,
        description: input.description,
        imageUrl: input.imageUrl ?? null,
        specificationKeys: input.specificationKeys,
      });
      await this.version.moveOn();
      const category = toCategory(document);
      await this.events.publish('category.created', { id, name: eventName(category.name) });
      return category;
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
  }

  async update(id: number, changes: CategoryUpdate): Promise<BilingualCategory> {
    const current = await this.model.findOne({ id }).lean();
    if (!current) throw new AppError('CATEGORY_NOT_FOUND');
    const currentName = bilingual(current.name);
    const set: Partial<CategoryDocument> = {};
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.imageUrl !== undefined) set.imageUrl = changes.imageUrl;
    // Products keep their values for attributes dropped here: they are hidden, and show again if re-added.
    if (changes.specificationKeys !== undefined) set.specificationKeys = changes.specificationKeys;
    const renamed =
      changes.name !== undefined &&
      (changes.name.mk !== currentName.mk || changes.name.al !== currentName.al);
    if (changes.name !== undefined && renamed) {
      const nameKeys = categoryKeys(changes.name);
      if (await this.model.exists({ id: { $ne: id }, nameKeys: { $in: nameKeys } })) throw nameTaken();
      set.name = changes.name;
      set.nameKeys = nameKeys;
    }
    let updated: Parameters<typeof toCategory>[0] | null;
    try {
      updated = await this.model
        .findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after', projection: CATEGORY_PROJECTION })
        .lean();
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
    if (!updated) throw new AppError('CATEGORY_NOT_FOUND');
    const category = toCategory(updated);
    if (renamed) {
      // Products refer to the id, so they stay in the category; only their search text follows the names.
      await this.products.updateMany(
        { categoryId: id },
        { $set: { categorySearchText: categorySearchText(category.name) } },
      );
    }
    await this.version.moveOn();
    await (renamed
      ? this.events.publish('category.renamed', {
          id,
          name: eventName(category.name),
          previousName: eventName(currentName),
        })
      : this.events.publish('category.updated', { id, name: eventName(category.name) }));
    return category;
  }

  /**
   * Marks the category before looking for its products, and a product write looks for the mark after
   * writing: whichever comes second sees the other, so no product is left in a deleted category.
   */
  async delete(id: number): Promise<BilingualCategory> {
    const current = await this.model
      .findOneAndUpdate(
        { id },
        { $set: { deletingSince: new Date() } },
        { projection: CATEGORY_PROJECTION, timestamps: false },
      )
      .lean();
    if (!current) throw new AppError('CATEGORY_NOT_FOUND');
    if (await this.products.exists({ categoryId: id })) {
      await this.model.updateOne({ id }, { $set: { deletingSince: null } }, { timestamps: false });
      throw new AppError('CATEGORY_IN_USE');
    }
    await this.model.deleteOne({ id });
    await this.version.moveOn();
    const category = toCategory(current);
    await this.events.publish('category.deleted', { id, name: eventName(category.name) });
    return category;
  }
}
