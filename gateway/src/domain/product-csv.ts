import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_TEXT_PAIRS,
  PRODUCT_IMPORT_MAX_ROWS,
  brandNameKey,
  inLanguage,
  readPriceText,
  refusal,
  type CatalogImportRow,
  type BilingualProduct,
  type ProductBrand,
  type ProductCsvColumn,
  type ProductImportError,
} from '@hiti/contracts';
import { FORMULA_START, parseCsv, spreadsheetSafe, writeCsv } from './csv';
import {
  SPECIFICATION_CSV_COLUMNS,
  readSpecificationCell,
  specificationCells,
  specificationOfColumn,
} from './product-csv-specifications';
import { galleryHeaderErrors, imageCell, withGallery } from './product-csv-images';

type ColumnKind = 'id' | 'text' | 'price' | 'boolean' | 'date';

const KINDS: Record<ProductCsvColumn, ColumnKind> = {
  id: 'id',
  name: 'text',
  name_al: 'text',
  description: 'text',
  description_al: 'text',
  category: 'text',
  imageUrl: 'text',
  images: 'text',
  images_alt: 'text',
  images_alt_al: 'text',
  pdfUrl: 'text',
  fullPrice: 'price',
  unitPrice: 'price',
  unitType: 'text',
  inStock: 'boolean',
  onPromo: 'boolean',
  promoPrice: 'price',
  promoStartDate: 'date',
  promoEndDate: 'date',
  featured: 'boolean',
  code: 'text',
  brand: 'text',
};

/** Columns whose empty cell means "leave as it is" (create: the default) rather than "none". */
const EMPTY_MEANS_ABSENT = new Set<ProductCsvColumn>(['unitType', 'inStock', 'onPromo', 'featured']);

const isColumn = (name: string): name is ProductCsvColumn => name in KINDS;

/** The value of a column: texts by language, the category by its (Macedonian) name. */
function columnValue(product: BilingualProduct, column: ProductCsvColumn): string | number | boolean | null {
  switch (column) {
    case 'name':
    case 'description':
      return product[column].mk;
    case 'name_al':
      return product.name.al;
    case 'description_al':
      return product.description.al;
    case 'category':
      return inLanguage(product.category, 'mk');
    case 'brand':
      return product.brand?.name ?? null;
    case 'images':
    case 'images_alt':
    case 'images_alt_al':
      return imageCell(product, column);
    default:
      return product[column];
  }
}

/**
 * A price with a decimal point; three decimals get a fourth zero, since import reads `1.299` as unclear
 * (a thousand and more, or a price below 2) and `1.2990` as 1.299.
 */
function priceCell(price: number): string {
  const text = String(price);
  return /\.\d{3}$/.test(text) ? `${text}0` : text;
}

function exportCell(product: BilingualProduct, column: ProductCsvColumn): string {
  const value = columnValue(product, column);
  if (value === null) return '';
  if (typeof value === 'number' && KINDS[column] === 'price') return priceCell(value);
  const text = String(value);
  return KINDS[column] === 'text' ? spreadsheetSafe(text) : text;
}

/** The products as CSV text: the columns of PRODUCT_CSV_COLUMNS, then a column per specification. */
export function productsToCsv(products: readonly BilingualProduct[]): string {
  return writeCsv([
    [...PRODUCT_CSV_COLUMNS, ...SPECIFICATION_CSV_COLUMNS],
    ...products.map((product) => [
      ...PRODUCT_CSV_COLUMNS.map((column) => exportCell(product, column)),
      ...specificationCells(product),
    ]),
  ]);
}

const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/**
 * A cell as a product field value; `undefined` leaves the field out. Prices are read as the admin's price
 * fields read them (`5,40` and `5.40` alike). Bad values go on as text for the schema to reject.
 */
function importValue(column: ProductCsvColumn, cell: string): unknown {
  const text = cell.trim();
  if (text === '' && EMPTY_MEANS_ABSENT.has(column)) return undefined;
  switch (KINDS[column]) {
    case 'price': {
      const reading = readPriceText(text);
      return reading.kind === 'empty' ? null : reading.kind === 'price' ? reading.value : text;
    }
    case 'boolean':
      return BOOLEANS[text.toLowerCase()] ?? text;
    case 'date':
      return text === '' ? null : text;
    default:
      return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : cell;
  }
}

export interface ReadProductCsv {
  rows: CatalogImportRow[];
  errors: ProductImportError[];
}

/** A column of the file: a product field, or a specification (`spec_<key>`). */
type FileColumn = ProductCsvColumn | `spec_${string}`;

function readHeader(cells: string[]): { columns: FileColumn[]; errors: ProductImportError[] } {
  const columns: FileColumn[] = [];
  const errors: ProductImportError[] = [];
  for (const raw of cells) {
    const name = raw.trim();
    const column = isColumn(name) || specificationOfColumn(name) !== undefined ? (name as FileColumn) : null;
    if (column === null) errors.push({ row: 1, field: name, ...refusal('importColumnUnknown') });
    else if (columns.includes(column))
      errors.push({ row: 1, field: name, ...refusal('importColumnRepeated') });
    else columns.push(column);
  }
  for (const pair of PRODUCT_CSV_TEXT_PAIRS) {
    if (columns.includes(pair.mk) !== columns.includes(pair.al)) {
      const missing = columns.includes(pair.mk) ? pair.al : pair.mk;
      errors.push({ row: 1, field: missing, ...refusal('importColumnPairMissing') });
    }
  }
  errors.push(...galleryHeaderErrors(columns));
  return { columns, errors };
}

function readId(cell: string | undefined): number | null | 'invalid' {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : 'invalid';
}

/** The row's text columns as bilingual fields: `name` + `name_al` become `name: { mk, al }`. */
function withBilingualTexts(
  cells: Record<string, unknown>,
  columns: readonly FileColumn[],
): Record<string, unknown> {
  const albanianColumns = new Set<string>(PRODUCT_CSV_TEXT_PAIRS.map((pair) => pair.al));
  const product = Object.fromEntries(
    Object.entries(cells).filter(([column]) => !albanianColumns.has(column)),
  );
  for (const pair of PRODUCT_CSV_TEXT_PAIRS) {
    if (columns.includes(pair.mk)) product[pair.field] = { mk: cells[pair.mk], al: cells[pair.al] };
  }
  return product;
}

/**
 * The brand id a `brand` cell names (by name, any case): null for an empty cell, undefined for a name no
 * brand has (brands are never made up by a file).
 */
function brandReader(brands: readonly ProductBrand[]): (cell: string) => number | null | undefined {
  const byKey = new Map(brands.map((brand) => [brandNameKey(brand.name), brand.id]));
  return (cell) => (cell.trim() === '' ? null : byKey.get(brandNameKey(cell)));
}

/**
 * Reads an import file into rows for the catalog: only the columns the file has are set on a row, so an
 * update leaves the other fields as they are. Problems of the file itself come back as row errors. A
 * `brand` cell names one of `brands`.
 */
export function readProductCsv(text: string, brands: readonly ProductBrand[] = []): ReadProductCsv {
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    return { rows: [], errors: [{ row: parsed.row, ...refusal('importCsvMalformed') }] };
  }
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], errors: [{ row: 1, ...refusal('importEmpty') }] };
  if (records.length > PRODUCT_IMPORT_MAX_ROWS) {
    return { rows: [], errors: [{ row: 1, ...refusal('importTooManyRows') }] };
  }
  const { columns, errors } = readHeader(header.cells);
  if (errors.length > 0) return { rows: [], errors };

  const brandIdOf = brandReader(brands);
  const rows: CatalogImportRow[] = [];
  for (const record of records) {
    if (record.cells.length > columns.length) {
      errors.push({ row: record.row, ...refusal('importCsvMalformed') });
      continue;
    }
    const product: Record<string, unknown> = {};
    const idIndex = columns.indexOf('id');
    const id = idIndex === -1 ? null : readId(record.cells[idIndex]);
    if (id === 'invalid') {
      errors.push({ row: record.row, field: 'id', ...refusal('importIdInvalid') });
      continue;
    }
    const specifications: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      if (column === 'id') return;
      const cell = record.cells[index] ?? '';
      const specification = specificationOfColumn(column);
      if (specification) {
        specifications[specification] = readSpecificationCell(specification, cell);
        return;
      }
      const value = importValue(column as ProductCsvColumn, cell);
      if (value !== undefined) product[column] = value;
    });
    if (Object.keys(specifications).length > 0) product.specifications = specifications;
    if (typeof product.brand === 'string') {
      const brandId = brandIdOf(product.brand);
      delete product.brand;
      if (brandId === undefined) {
        errors.push({ row: record.row, field: 'brand', ...refusal('brandUnknown') });
        continue;
      }
      product.brandId = brandId;
    }
    rows.push({ row: record.row, id, product: withGallery(withBilingualTexts(product, columns)) });
  }
  return { rows, errors };
}
