import { productCodeKey, refusal, type CatalogImportRow, type ProductImportError } from '@hiti/contracts';

/** The code a row's cell gives, as stored (capitals), or undefined for none. */
export function rowCode(row: CatalogImportRow): string | undefined {
  const code = row.product.code;
  return typeof code === 'string' && code.trim() !== '' ? productCodeKey(code) : undefined;
}

/** Rows without an id whose code a product has update that product instead of adding another. */
export function byCode(
  rows: readonly CatalogImportRow[],
  owners: ReadonlyMap<string, number>,
): CatalogImportRow[] {
  return rows.map((row) => {
    const code = rowCode(row);
    const owner = code === undefined ? undefined : owners.get(code);
    return row.id === null && owner !== undefined ? { ...row, id: owner } : row;
  });
}

/**
 * A row giving a code that another product has, or that an earlier row of the file gave, is refused under
 * the code field; `seen` keeps the codes of the file's rows so far.
 */
export function codeConflict(
  row: CatalogImportRow,
  owners: ReadonlyMap<string, number>,
  seen: Set<string>,
): ProductImportError | null {
  const code = rowCode(row);
  if (code === undefined) return null;
  const owner = owners.get(code);
  if ((owner !== undefined && owner !== row.id) || seen.has(code)) {
    return { row: row.row, field: 'code', ...refusal('productCodeTaken') };
  }
  seen.add(code);
  return null;
}
