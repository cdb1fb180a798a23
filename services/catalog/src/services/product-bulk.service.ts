import {
  PRODUCT_BULK_MAX,
  inLanguage,
  fieldIssue,
  type ProductBulkBody,
  type ProductBulkResult,
  type ValidationMessageKey,
} from '@hiti/contracts';
import { AppError, type DomainEvents } from '@hiti/service-kit';
import {
  bulkDifference,
  bulkFieldsAfter,
  bulkFieldsJson,
  bulkFieldsOf,
  type BulkStoredFields,
} from '../domain/bulk-change';
import type { StoredProduct } from '../domain/product-view';
import { PRODUCT_PROJECTION, type ProductDocument, type ProductModel } from '../models/product';
import type { Categories } from './categories.service';
import type { CatalogueVersion } from './catalogue-version';
import type { ImportVisibility } from './import-visibility';

interface PlannedChange {
  product: StoredProduct;
  before: BulkStoredFields;
  after: BulkStoredFields;
}

const refused = (path: string, key: ValidationMessageKey) =>
  new AppError('VALIDATION_FAILED', { details: [fieldIssue(path, key)] });

/** The stored filter matching a product only while the given fields are as they were. */
const unchangedSince = (id: number, fields: Partial<BulkStoredFields>) => ({ id, ...fields });

/**
 * Bulk changes of the admin product list: a preview of what a change does to each product of its target,
 * and the change itself, written to all of them or, refused or overtaken by another write, to none.
 */
export class ProductBulk {
  constructor(
    private readonly model: ProductModel,
    private readonly categories: Categories,
    private readonly visibility: ImportVisibility,
    private readonly version: CatalogueVersion,
    private readonly events: DomainEvents,
  ) {}

  async preview(body: ProductBulkBody): Promise<ProductBulkResult> {
    return this.result(await this.plan(body));
  }

  async apply(body: ProductBulkBody): Promise<ProductBulkResult> {
    const planned = await this.plan(body);
    if (planned.changes.length === 0) throw refused('action', 'bulkNothingChanges');
    const written: PlannedChange[] = [];
    for (const change of planned.changes) {
      const difference = bulkDifference(change.before, change.after);
      const guard = bulkDifference(change.after, change.before);
      const updated = await this.model.updateOne(unchangedSince(change.product.id, guard), {
        $set: { ...difference, updatedAt: new Date() },
      });
      if (updated.matchedCount === 0) {
        await this.takeBack(written);
        throw new AppError('PRODUCTS_CHANGED_MEANWHILE');
      }
      written.push(change);
    }
    await this.version.moveOn();
    for (const { product } of written) {
      await this.events.publish('product.updated', {
        id: product.id,
        name: inLanguage(product.name, 'mk'),
      });
    }
    return this.result(planned);
  }

  /** Puts back the fields of the products written before another write overtook the change. */
  private async takeBack(written: readonly PlannedChange[]): Promise<void> {
    for (const change of written) {
      await this.model.updateOne(
        unchangedSince(change.product.id, bulkDifference(change.before, change.after)),
        { $set: bulkDifference(change.after, change.before) },
      );
    }
    if (written.length > 0) await this.version.moveOn();
  }

  private result(planned: { changes: PlannedChange[]; unchanged: number }): ProductBulkResult {
    return {
      changes: planned.changes.map(({ product, before, after }) => ({
        id: product.id,
        name: product.name,
        before: bulkFieldsJson(before),
        after: bulkFieldsJson(after),
      })),
      unchanged: planned.unchanged,
    };
  }

  private async plan(body: ProductBulkBody): Promise<{ changes: PlannedChange[]; unchanged: number }> {
    const products = await this.targetProducts(body.target);
    const changes: PlannedChange[] = [];
    for (const product of products) {
      const before = bulkFieldsOf(product);
      const after = bulkFieldsAfter(before, body.action);
      if (after && Object.keys(bulkDifference(before, after)).length > 0) {
        changes.push({ product, before, after });
      }
    }
    return { changes, unchanged: products.length - changes.length };
  }

  private async targetProducts(target: ProductBulkBody['target']): Promise<StoredProduct[]> {
    const filter =
      target.categoryId === undefined
        ? { id: { $in: target.productIds ?? [] } }
        : { categoryId: (await this.requireCategory(target.categoryId)).id };
    const documents = await this.model
      .find(filter, PRODUCT_PROJECTION)
      .sort({ id: 1 })
      .limit(PRODUCT_BULK_MAX + 1)
      .lean<ProductDocument[]>();
    const products = await this.visibility.resolve(documents);
    if (products.length > PRODUCT_BULK_MAX) {
      throw refused('target', 'bulkTooManyProducts');
    }
    if (target.productIds && products.length < new Set(target.productIds).size) {
      throw refused('target.productIds', 'productUnknown');
    }
    return products;
  }

  private async requireCategory(id: number) {
    const category = await this.categories.find(id);
    if (!category) throw refused('target.categoryId', 'categoryUnknown');
    return category;
  }
}
