import { reserveSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { PRODUCT_SEQUENCE, type ProductModel } from '../models/product';
import type { PlannedRow } from './import-plan';

/**
 * Marks are written with the driver directly: a mark is not a change visitors see, so it must not move a
 * product's `updatedAt` (lists keep a product's written JSON while that stays the same).
 *
 * The marks an import leaves on the products while it runs (see ImportVisibility): products it adds
 * carry the mark and are left out of every read, products it changes carry the new fields beside the
 * visible ones. Completing the import is one write elsewhere; these only prepare and tidy up.
 */
export class ImportStaging {
  constructor(
    private readonly connection: Connection,
    private readonly model: ProductModel,
  ) {}

  /** Marks the planned rows of one chunk on the products. */
  async stage(importId: string, planned: readonly PlannedRow[], now: Date): Promise<void> {
    const creates = planned.flatMap((row) => (row.kind === 'create' ? [row] : []));
    const updates = planned.flatMap((row) => (row.kind === 'update' ? [row] : []));
    if (creates.length > 0) {
      const firstId = await reserveSequence(this.connection, PRODUCT_SEQUENCE, creates.length);
      await this.model.insertMany(
        creates.map((row, index) => ({
          ...row.product,
          id: firstId + index,
          pendingImport: { importId, created: true },
        })),
        { ordered: false },
      );
    }
    if (updates.length > 0) {
      await this.model.collection.bulkWrite(
        updates.map((row) => ({
          updateOne: {
            filter: { id: row.id },
            update: {
              $set: { pendingImport: { importId, created: false, set: { ...row.set, updatedAt: now } } },
            },
          },
        })),
        { ordered: false },
      );
    }
  }

  /** Makes the marks of a completed import the products' own fields (readers already see them so). */
  async settle(importId: string): Promise<void> {
    await this.model.collection.updateMany(
      { 'pendingImport.importId': importId, 'pendingImport.created': true },
      { $unset: { pendingImport: '' } },
    );
    // The driver directly: a pipeline update, each product merged with its own prepared fields.
    await this.model.collection.updateMany(
      { 'pendingImport.importId': importId, 'pendingImport.created': false },
      [{ $replaceWith: { $mergeObjects: ['$$ROOT', '$pendingImport.set'] } }, { $unset: 'pendingImport' }],
    );
  }

  /** Takes back every mark of an import that did not complete: nothing of it was ever visible. */
  async discard(importId: string): Promise<void> {
    await this.model.collection.deleteMany({
      'pendingImport.importId': importId,
      'pendingImport.created': true,
    });
    await this.model.collection.updateMany(
      { 'pendingImport.importId': importId },
      { $unset: { pendingImport: '' } },
    );
  }

  /** The imports whose marks are still on products (a job stopped before tidying up). */
  async markedImports(): Promise<string[]> {
    const ids = await this.model.distinct('pendingImport.importId', { pendingImport: { $exists: true } });
    return ids.map(String);
  }
}
