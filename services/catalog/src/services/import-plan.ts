import { isDeepStrictEqual } from 'node:util';
import {
  productCreateSchema,
  productUpdateSchema,
  issueDetail,
  refusal,
  type BilingualCategory,
  type CatalogImportRow,
  type ProductImportError,
  type PromotionIssue,
  type ValidationMessageKey,
} from '@hiti/contracts';
import type { z } from 'zod';
import { categoryKey } from '../domain/category-name';
import { codeConflict } from '../domain/import-codes';
import { promotionIssuesAfter, toStoredFields, type StoredProductFields } from '../domain/product-fields';
import type { StoredProduct } from '../domain/product-view';
import { imagesOf } from '../domain/product-images';
import { categorySearchText, productSearchText } from '../domain/search-text';
import type { ProductDocument } from '../models/product';
import { notApplicableErrors } from '../domain/import-specifications';
import { mergedSpecifications } from '../domain/specification-values';

/** What one valid row does: adds a product, changes one, or finds it as the file has it already. */
export type PlannedRow =
  | { kind: 'create'; row: number; product: Omit<ProductDocument, 'id' | 'createdAt' | 'updatedAt'> }
  | { kind: 'update'; row: number; id: number; set: Partial<ProductDocument> }
  | { kind: 'unchanged'; row: number; id: number };

export interface PlanContext {
  /** The products the rows name, as visitors see them now. */
  existing: ReadonlyMap<number, StoredProduct>;
  /** Every category by name key and by id as text (Categories.byRef). */
  categories: ReadonlyMap<string, BilingualCategory>;
  /** The ids of every brand. */
  brands: ReadonlySet<number>;
  /** Ids of earlier rows of the same file (a file names a product once). */
  seen: Set<number>;
  /** The products (as visitors see them) having the codes the rows give, by code. */
  codeOwners: ReadonlyMap<string, number>;
  /** Codes given by earlier rows of the same file. */
  seenCodes: Set<string>;
}

type Planned = { ok: true; plan: PlannedRow } | { ok: false; errors: ProductImportError[] };

const refused = (row: number, field: string, key: ValidationMessageKey): Planned => ({
  ok: false,
  errors: [{ row, field, ...refusal(key) }],
});

function fieldErrors(row: number, error: z.ZodError): Planned {
  return {
    ok: false,
    errors: error.issues.map((issue) => {
      const { path, ...refused } = issueDetail(issue);
      return { row, field: issue.path.length > 0 ? path : '', ...refused };
    }),
  };
}

function promotionErrors(row: number, issues: readonly PromotionIssue[]): Planned | null {
  if (issues.length === 0) return null;
  return {
    ok: false,
    errors: issues.map((issue) => ({ row, field: issue.path, ...refusal(issue.message) })),
  };
}

function categoryOf(ref: string | number, context: PlanContext): BilingualCategory | undefined {
  return context.categories.get(categoryKey(String(ref)));
}

/** A brand the file names by its `brand` column, gone since the gateway read it, refuses the row there. */
const brandGone = (brandId: number | null | undefined, context: PlanContext) =>
  brandId !== null && brandId !== undefined && !context.brands.has(brandId);

function planCreate(row: CatalogImportRow, context: PlanContext): Planned {
  const parsed = productCreateSchema.safeParse(row.product);
  if (!parsed.success) return fieldErrors(row.row, parsed.error);
  if (brandGone(parsed.data.brandId, context)) return refused(row.row, 'brand', 'brandUnknown');
  const { category: ref, specifications, ...rest } = parsed.data;
  const category = categoryOf(ref, context);
  if (!category) return refused(row.row, 'category', 'categoryUnknown');
  const notApplicable = notApplicableErrors(row.row, specifications, category.specificationKeys ?? []);
  if (notApplicable.length > 0) return { ok: false, errors: notApplicable };
  const fields = {
    ...toStoredFields(rest),
    categoryId: category.id,
    specifications: mergedSpecifications({}, specifications),
  } as StoredProductFields;
  const issues = promotionErrors(row.row, promotionIssuesAfter({}, fields));
  if (issues) return issues;
  return {
    ok: true,
    plan: {
      kind: 'create',
      row: row.row,
      product: {
        ...fields,
        searchText: productSearchText(fields),
        categorySearchText: categorySearchText(category.name),
      },
    },
  };
}

function planUpdate(row: CatalogImportRow, id: number, stored: StoredProduct, context: PlanContext): Planned {
  const parsed = productUpdateSchema.safeParse(row.product);
  if (!parsed.success) return fieldErrors(row.row, parsed.error);
  if (brandGone(parsed.data.brandId, context)) return refused(row.row, 'brand', 'brandUnknown');
  const { category: ref, specifications, ...rest } = parsed.data;
  const changes: Partial<ProductDocument> = toStoredFields(rest, stored);
  const category = ref === undefined ? undefined : categoryOf(ref, context);
  if (ref !== undefined && !category) return refused(row.row, 'category', 'categoryUnknown');
  if (category) changes.categoryId = category.id;
  if (specifications !== undefined) {
    const listed = (category ?? categoryOf(stored.categoryId, context))?.specificationKeys ?? [];
    const notApplicable = notApplicableErrors(row.row, specifications, listed);
    if (notApplicable.length > 0) return { ok: false, errors: notApplicable };
    changes.specifications = mergedSpecifications(stored.specifications, specifications);
  }
  const issues = promotionErrors(row.row, promotionIssuesAfter(stored, changes));
  if (issues) return issues;
  // a product stored before specifications existed has none, as one whose values are all cleared
  // and one stored before galleries has its one image as its gallery
  const current: Record<string, unknown> = {
    ...stored,
    specifications: stored.specifications ?? {},
    images: imagesOf(stored),
  };
  const same = Object.entries(changes).every(([field, value]) =>
    isDeepStrictEqual(current[field] ?? null, value ?? null),
  );
  if (same) return { ok: true, plan: { kind: 'unchanged', row: row.row, id } };
  const set: Partial<ProductDocument> = {
    ...changes,
    searchText: productSearchText({ ...stored, ...changes }),
  };
  if (category) set.categorySearchText = categorySearchText(category.name);
  return { ok: true, plan: { kind: 'update', row: row.row, id, set } };
}

/**
 * What each row of a file does, checked as a single product write is (fields, category, promotion window),
 * plus what only a file has: an id no product has is refused (ids are never made up by a file), and a
 * product is named by one row at most.
 */
export function planRows(
  rows: readonly CatalogImportRow[],
  context: PlanContext,
): { planned: PlannedRow[]; errors: ProductImportError[] } {
  const planned: PlannedRow[] = [];
  const errors: ProductImportError[] = [];
  for (const row of rows) {
    let result: Planned;
    const conflict = codeConflict(row, context.codeOwners, context.seenCodes);
    if (conflict) result = { ok: false, errors: [conflict] };
    else if (row.id === null) result = planCreate(row, context);
    else if (context.seen.has(row.id)) result = refused(row.row, 'id', 'importIdRepeated');
    else {
      context.seen.add(row.id);
      const stored = context.existing.get(row.id);
      result = stored ? planUpdate(row, row.id, stored, context) : refused(row.row, 'id', 'importIdUnknown');
    }
    if (result.ok) planned.push(result.plan);
    else errors.push(...result.errors);
  }
  return { planned, errors };
}

/** How many rows of each kind a plan has. */
export function countPlan(planned: readonly PlannedRow[]) {
  const count = (kind: PlannedRow['kind']) => planned.filter((row) => row.kind === kind).length;
  return { created: count('create'), updated: count('update'), unchanged: count('unchanged') };
}
