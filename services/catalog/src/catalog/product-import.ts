import {
  productCreateSchema,
  validationMessages,
  type CatalogImportBody,
  type ProductCreate,
  type ProductImportError,
  type ProductImportResult,
} from '@hiti/contracts';
import { raiseSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { categoryKey } from '../domain/category-name';
import { PRODUCT_SEQUENCE } from '../models/product';
import type { Categories } from './categories';
import type { Products } from './products';

interface PlannedRow {
  id: number | null;
  exists: boolean;
  input: ProductCreate;
}

/**
 * Imports product rows all or nothing: every row is checked first (fields, category, repeated ids);
 * with any error, or on a dry run, nothing is written. A row with an id updates that product, or
 * creates it under that id when there is none; a row without an id creates a product.
 */
export async function importProducts(
  body: CatalogImportBody,
  deps: { connection: Connection; products: Products; categories: Categories },
): Promise<ProductImportResult> {
  const errors: ProductImportError[] = [];
  const categoryNames = await deps.categories.namesByKey();
  const givenIds = body.rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const existing = await deps.products.existingIds(givenIds);
  const seen = new Set<number>();
  const planned: PlannedRow[] = [];

  for (const row of body.rows) {
    const parsed = productCreateSchema.safeParse(row.product);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row: row.row, field: issue.path.map(String).join('.'), message: issue.message });
      }
      continue;
    }
    const category = categoryNames.get(categoryKey(parsed.data.category));
    if (!category) {
      errors.push({ row: row.row, field: 'category', message: validationMessages.categoryUnknown });
      continue;
    }
    if (row.id !== null) {
      if (seen.has(row.id)) {
        errors.push({ row: row.row, field: 'id', message: validationMessages.importIdRepeated });
        continue;
      }
      seen.add(row.id);
    }
    planned.push({
      id: row.id,
      exists: row.id !== null && existing.has(row.id),
      input: { ...parsed.data, category },
    });
  }

  const created = planned.filter((row) => !row.exists).length;
  const updated = planned.length - created;
  if (errors.length > 0) {
    return body.dryRun
      ? { dryRun: true, created, updated, errors }
      : { dryRun: false, created: 0, updated: 0, errors };
  }
  if (body.dryRun) return { dryRun: true, created, updated, errors };

  const newIds = planned.flatMap((row) => (row.id !== null && !row.exists ? [row.id] : []));
  // Move the id sequence past the ids the file brings before using them, so no new product takes one.
  if (newIds.length > 0) await raiseSequence(deps.connection, PRODUCT_SEQUENCE, Math.max(...newIds));
  for (const row of planned) {
    if (row.exists && row.id !== null) await deps.products.update(row.id, row.input);
    else await deps.products.create(row.input, row.id ?? undefined);
  }
  return { dryRun: false, created, updated, errors: [] };
}
