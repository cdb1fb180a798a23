import { isValidObjectId, Types } from 'mongoose';
import type { PendingImport } from '../models/product';
import type { ProductImportModel } from '../models/product-import';

type WithPending = { pendingImport?: PendingImport | null };

/**
 * An import prepares its rows on the products themselves, marked with the import's id, and completes by
 * one write: its own state. A read takes the products first and then the states of the imports they are
 * marked with, so it sees either every row of an import or none, however far the marks were cleared.
 */
export class ImportVisibility {
  constructor(private readonly imports: ProductImportModel) {}

  /** The products as visitors see them: marks of completed imports applied, all others left out. */
  async resolve<T extends WithPending>(documents: T[]): Promise<Omit<T, 'pendingImport'>[]> {
    const marked = new Set<string>();
    for (const document of documents) {
      if (document.pendingImport) marked.add(document.pendingImport.importId);
    }
    if (marked.size === 0) return documents;
    const completed = await this.completed([...marked]);
    const visible: Omit<T, 'pendingImport'>[] = [];
    for (const document of documents) {
      const { pendingImport: pending, ...product } = document;
      if (!pending) visible.push(product);
      else if (completed.has(pending.importId)) {
        visible.push(pending.created ? product : { ...product, ...pending.set });
      } else if (!pending.created) visible.push(product);
    }
    return visible;
  }

  private async completed(importIds: string[]): Promise<Set<string>> {
    const ids = importIds.filter((id) => isValidObjectId(id)).map((id) => new Types.ObjectId(id));
    const documents = await this.imports
      .find({ _id: { $in: ids }, state: 'completed' }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    return new Set(documents.map((document) => document._id.toHexString()));
  }
}
