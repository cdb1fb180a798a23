import { validationMessages, type Category, type CategoryInput, type CategoryUpdate } from '@hiti/contracts';
import { AppError, isDuplicateKey, nextSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { categoryKey } from '../domain/category-name';
import { foldForSearch } from '../domain/search-text';
import type { CatalogEvents } from '../events';
import {
  CATEGORY_PROJECTION,
  CATEGORY_SEQUENCE,
  categoryModel,
  type CategoryDocument,
  type CategoryModel,
} from '../models/category';
import { productModel, type ProductModel } from '../models/product';

const nameTaken = () => new AppError('CATEGORY_NAME_TAKEN');

function toCategory(document: Pick<CategoryDocument, 'id' | 'name' | 'description' | 'imageUrl'>): Category {
  return {
    id: document.id,
    name: document.name,
    description: document.description ?? '',
    imageUrl: document.imageUrl ?? null,
  };
}

/** Categories: names unique regardless of case; a rename carries over to every product of the category. */
export class Categories {
  private readonly model: CategoryModel;
  private readonly products: ProductModel;

  constructor(
    private readonly connection: Connection,
    private readonly events: CatalogEvents,
  ) {
    this.model = categoryModel(connection);
    this.products = productModel(connection);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async list(): Promise<Category[]> {
    const documents = await this.model.find({}, CATEGORY_PROJECTION).sort({ id: 1 }).lean();
    return documents.map(toCategory);
  }

  async get(id: number): Promise<Category> {
    const document = await this.model.findOne({ id }, CATEGORY_PROJECTION).lean();
    if (!document) throw new AppError('CATEGORY_NOT_FOUND');
    return toCategory(document);
  }

  /** The stored spelling of a category name given in any case, or null when there is none. */
  async canonicalName(name: string): Promise<string | null> {
    const document = await this.model.findOne({ nameKey: categoryKey(name) }, { _id: 0, name: 1 }).lean();
    return document?.name ?? null;
  }

  /** Like `canonicalName`, but an unknown category is a validation error of the product's field. */
  async requireName(name: string): Promise<string> {
    const canonical = await this.canonicalName(name);
    if (canonical === null) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'category', message: validationMessages.categoryUnknown }],
      });
    }
    return canonical;
  }

  /** Every category name by its case-insensitive key. */
  async namesByKey(): Promise<Map<string, string>> {
    const documents = await this.model.find({}, { _id: 0, name: 1, nameKey: 1 }).lean();
    return new Map(documents.map((document) => [document.nameKey, document.name]));
  }

  async create(input: CategoryInput): Promise<Category> {
    const nameKey = categoryKey(input.name);
    if (await this.model.exists({ nameKey })) throw nameTaken();
    const id = await nextSequence(this.connection, CATEGORY_SEQUENCE);
    try {
      const document = await this.model.create({
        id,
        name: input.name,
        nameKey,
        description: input.description,
        imageUrl: input.imageUrl ?? null,
      });
      const category = toCategory(document);
      await this.events.category('category.created', { id, name: category.name });
      return category;
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
  }

  async update(id: number, changes: CategoryUpdate): Promise<Category> {
    const current = await this.model.findOne({ id }).lean();
    if (!current) throw new AppError('CATEGORY_NOT_FOUND');
    const set: Partial<CategoryDocument> = {};
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.imageUrl !== undefined) set.imageUrl = changes.imageUrl;
    const renamed = changes.name !== undefined && changes.name !== current.name;
    if (changes.name !== undefined && renamed) {
      const nameKey = categoryKey(changes.name);
      if (nameKey !== current.nameKey && (await this.model.exists({ nameKey }))) throw nameTaken();
      set.name = changes.name;
      set.nameKey = nameKey;
    }
    let updated: Category | null;
    try {
      updated = await this.model
        .findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after', projection: CATEGORY_PROJECTION })
        .lean();
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken();
      throw error;
    }
    if (!updated) throw new AppError('CATEGORY_NOT_FOUND');
    if (renamed) {
      // Products carry the category by name: one statement moves all of them to the new name.
      await this.products.updateMany(
        { category: current.name },
        { $set: { category: updated.name, categorySearchText: foldForSearch(updated.name) } },
      );
      await this.events.categoryRenamed({ id, name: updated.name, previousName: current.name });
    } else {
      await this.events.category('category.updated', { id, name: updated.name });
    }
    return toCategory(updated);
  }

  async delete(id: number): Promise<Category> {
    const current = await this.model.findOne({ id }, CATEGORY_PROJECTION).lean();
    if (!current) throw new AppError('CATEGORY_NOT_FOUND');
    if (await this.products.exists({ category: current.name })) throw new AppError('CATEGORY_IN_USE');
    await this.model.deleteOne({ id });
    await this.events.category('category.deleted', { id, name: current.name });
    return toCategory(current);
  }
}
