import type { FastifyInstance } from 'fastify';
import {
  auditSummary,
  catalogRoutes,
  productImportQuerySchema,
  type ProductImportResult,
  STAFF_ROLES,
} from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';
import { productsToCsv, readProductCsv } from '../domain/product-csv';
import { staffWrite } from '../domain/staff-write';

/** Enough for the largest import the catalog takes (PRODUCT_IMPORT_MAX_ROWS rows with long descriptions). */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
const CSV_TYPE = 'text/csv; charset=utf-8';
const NOT_UTF8 = 'The file is not a CSV file in UTF-8. In the spreadsheet, save it as "CSV UTF-8".';
/** The catalog checks and writes every row of an import in one call. */
const IMPORT_TIMEOUT_MS = 60_000;

/** The file as text; bytes that are not UTF-8 (a legacy Windows-1251 "CSV", a workbook) are refused. */
function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('MALFORMED_BODY', { message: NOT_UTF8 });
  }
}

/** CSV export and import of every product, for product managers and super admins. */
export async function productCsvRoutes(app: FastifyInstance): Promise<void> {
  const catalog = app.services.catalog;

  // the bytes, so that a file that is not UTF-8 is refused rather than read with replacement characters
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/products/export.csv', { config: { roles: STAFF_ROLES } }, async (request, reply) => {
    const products = await catalog.request(catalogRoutes.listProducts, {
      caller: request.admin,
      requestId: request.id,
    });
    products.sort((a, b) => a.id - b.id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .type(CSV_TYPE)
      .send(productsToCsv(products));
  });

  /**
   * All or nothing: with any row error nothing is written and every error is reported (the file's own
   * and the catalog's); `dryRun=true` checks the whole file and only counts what it would do.
   */
  app.post(
    '/products/import',
    { config: { roles: STAFF_ROLES }, bodyLimit: IMPORT_MAX_BYTES },
    async (request): Promise<ProductImportResult> => {
      const { dryRun } = parseInput(productImportQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = readProductCsv(utf8Text(request.body));
      const checkOnly = dryRun || file.errors.length > 0;
      // The catalog writes all rows or none: nothing when it only checks or finds an error.
      const wrote = (result: ProductImportResult) => !checkOnly && result.errors.length === 0;
      const checked = await staffWrite(app, request, {
        service: catalog,
        route: catalogRoutes.importProducts,
        input: { body: { dryRun: checkOnly, rows: file.rows }, timeoutMs: IMPORT_TIMEOUT_MS },
        invalidates: (result) => (wrote(result) ? ['products'] : []),
        audit: (result) =>
          wrote(result)
            ? {
                action: 'update',
                entity: 'product',
                entityId: 'import',
                summary: auditSummary('productsImported', {
                  created: result.created,
                  updated: result.updated,
                }),
                before: null,
                after: { created: result.created, updated: result.updated },
              }
            : null,
      });
      const errors = [...file.errors, ...checked.errors].sort((a, b) => a.row - b.row);
      if (errors.length > 0) {
        return dryRun ? { ...checked, errors } : { dryRun: false, created: 0, updated: 0, errors };
      }
      return checked;
    },
  );
}
