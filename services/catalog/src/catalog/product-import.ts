import {
  productCreateSchema,
  productUpdateSchema,
  validationMessages,
  type CatalogImportBody,
  type CatalogImportRow,
  type BilingualProduct,
  type ProductCreate,
  type ProductImportError,
  type ProductImportResult,
  type ProductUpdate,
} from '@hiti/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { raiseSequence } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import { categoryKey } from '../domain/category-name';
import { promotionIssuesAfter, toStoredFields } from '../domain/product-fields';
import { PRODUCT_SEQUENCE } from '../models/product';
import type { Categories } from './categories';
import type { Products } from './products';
import { UndoLog } from './undo-log';

type PlannedRow =
  | { kind: 'create'; id: number | null; input: ProductCreate }
  | { kind: 'update'; id: number; input: ProductUpdate; before: BilingualProduct };

type Planned = { ok: true; plan: PlannedRow } | { ok: false; errors: ProductImportError[] };

function fieldErrors(row: CatalogImportRow, error: z.ZodError): Planned {
  return {
    ok: false,
    errors: error.issues.map((issue) => ({
      row: row.row,
      field: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** A row creating a product needs every required field; a row updating one changes only the fields it has. */
function planRow(row: CatalogImportRow, stored: BilingualProduct | undefined): Planned {
  if (stored && row.id !== null) {
    const parsed = productUpdateSchema.safeParse(row.product);
    if (!parsed.success) return fieldErrors(row, parsed.error);
    const { category: _category, ...fields } = parsed.data;
    const issues = promotionIssuesAfter(stored, toStoredFields(fields));
    if (issues.length > 0) {
      return {
        ok: false,
        errors: issues.map((issue) => ({ row: row.row, field: issue.path, message: issue.message })),
      };
    }
    return { ok: true, plan: { kind: 'update', id: row.id, input: parsed.data, before: stored } };
  }
  const parsed = productCreateSchema.safeParse(row.product);
  if (!parsed.success) return fieldErrors(row, parsed.error);
  return { ok: true, plan: { kind: 'create', id: row.id, input: parsed.data } };
}

/** Every field a product update can set, as the product has it now: what restores it. */
function restorableFields(product: BilingualProduct): ProductUpdate {
  return {
    name: product.name,
    description: product.description,
    category: product.categoryId,
    imageUrl: product.imageUrl,
    pdfUrl: product.pdfUrl,
    fullPrice: product.fullPrice,
    unitPrice: product.unitPrice,
    promoPrice: product.promoPrice,
    unitType: product.unitType,
    inStock: product.inStock,
    onPromo: product.onPromo,
    featured: product.featured,
    promoStartDate: product.promoStartDate,
    promoEndDate: product.promoEndDate,
  };
}

interface ImportDeps {
  connection: Connection;
  products: Products;
  categories: Categories;
  logger: FastifyBaseLogger;
}

/** Writes the planned rows; when one fails, the rows written before it are taken back. */
async function writeRows(planned: PlannedRow[], deps: ImportDeps): Promise<void> {
  const { products } = deps;
  const undo = new UndoLog(deps.logger);
  try {
    for (const row of planned) {
      if (row.kind === 'update') {
        await undo.apply(
          `import update of product ${row.id}`,
          () => products.update(row.id, row.input),
          () => () => products.update(row.id, restorableFields(row.before)),
        );
      } else {
        await undo.apply(
          'import create of a product',
          () => products.create(row.input, row.id ?? undefined),
          (created) => () => products.delete(created.id),
        );
      }
    }
  } catch (error) {
    await undo.rollBack();
    throw error;
  }
}

/**
 * Imports product rows all or nothing: every row is checked first (fields, category, repeated ids,
 * promotion windows); with any error, or on a dry run, nothing is written, and a write that fails
 * midway takes back the rows written before it. A row with an id updates that product, or creates it
 * under that id when there is none; a row without an id creates a product.
 */
export async function importProducts(
  body: CatalogImportBody,
  deps: ImportDeps,
): Promise<ProductImportResult> {
  const errors: ProductImportError[] = [];
  const categoriesByRef = await deps.categories.byRef();
  const givenIds = body.rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const existing = await deps.products.byIds(givenIds);
  const seen = new Set<number>();
  const planned: PlannedRow[] = [];

  for (const row of body.rows) {
    if (row.id !== null) {
      if (seen.has(row.id)) {
        errors.push({ row: row.row, field: 'id', message: validationMessages.importIdRepeated });
        continue;
      }
      seen.add(row.id);
    }
    const result = planRow(row, row.id === null ? undefined : existing.get(row.id));
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    const { plan } = result;
    if (plan.input.category !== undefined) {
      const category = categoriesByRef.get(categoryKey(String(plan.input.category)));
      if (!category) {
        errors.push({ row: row.row, field: 'category', message: validationMessages.categoryUnknown });
        continue;
      }
      plan.input.category = category.id;
    }
    planned.push(plan);
  }

  const created = planned.filter((row) => row.kind === 'create').length;
  const updated = planned.length - created;
  if (errors.length > 0) {
    return body.dryRun
      ? { dryRun: true, created, updated, errors }
      : { dryRun: false, created: 0, updated: 0, errors };
  }
  if (body.dryRun) return { dryRun: true, created, updated, errors };

  const newIds = planned.flatMap((row) => (row.kind === 'create' && row.id !== null ? [row.id] : []));
  // Move the id sequence past the ids the file brings before using them, so no new product takes one.
  if (newIds.length > 0) await raiseSequence(deps.connection, PRODUCT_SEQUENCE, Math.max(...newIds));
  await writeRows(planned, deps);
  return { dryRun: false, created, updated, errors: [] };
}
