import type { FastifyInstance } from 'fastify';
import { catalogRoutes, publicApi, type ProductImport, type ProductImportResult } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { productsToCsv, readProductCsv } from '../domain/product-csv';

/** Enough for the largest import the catalog takes (PRODUCT_IMPORT_MAX_ROWS rows with long descriptions). */
const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
const CSV_TYPE = 'text/csv; charset=utf-8';
const NOT_UTF8 = 'The file is not a CSV file in UTF-8. In the spreadsheet, save it as "CSV UTF-8".';
/** The catalog checks every row of a file (and stores it, to import) in one call; the import itself is a job. */
const IMPORT_TIMEOUT_MS = 120_000;

/** How long after an import completes its readers drop the cached product lists themselves. */
const RECENT_MS = 60_000;

const refusedImport: ProductImportResult = {
  dryRun: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
};

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

  serveApiRoute(app, publicApi.exportProducts, async ({ request, reply }) => {
    const products = await catalog.request(catalogRoutes.listProducts, {
      caller: request.admin,
      requestId: request.id,
    });
    products.sort((a, b) => a.id - b.id);
    return reply
      .header('cache-control', publicApi.exportProducts.cache)
      .header('content-disposition', 'attachment; filename="products.csv"')
      .type(CSV_TYPE)
      .send(productsToCsv(products));
  });

  /**
   * `dryRun=true` checks the whole file and counts what it would do. Otherwise a file with any refused row
   * is answered with every error (nothing queued), and a good one is queued as an import job: 202 with the
   * job, whose rows become visible all at once when it completes. An identical file answers its earlier import.
   */
  serveApiRoute(
    app,
    publicApi.importProducts,
    async ({ query: { dryRun }, request, reply }): Promise<ProductImportResult | ProductImport> => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const context = { caller: request.admin, requestId: request.id, timeoutMs: IMPORT_TIMEOUT_MS };
      const brands = await catalog.request(catalogRoutes.listBrands, { requestId: request.id });
      const file = readProductCsv(utf8Text(request.body), brands);
      const body = { rows: file.rows };
      if (dryRun || file.errors.length > 0) {
        const checked = await catalog.request(catalogRoutes.checkImport, { ...context, body });
        const errors = [...file.errors, ...checked.errors].sort((a, b) => a.row - b.row);
        return dryRun ? { ...checked, errors } : { ...refusedImport, errors };
      }
      const started = await catalog.request(catalogRoutes.startImport, { ...context, body });
      if ('refused' in started) return started.refused;
      // its audit entry is written by identity when it completes (the event says with what counts)
      reply.code(202);
      return started.import;
    },
    { bodyLimit: IMPORT_MAX_BYTES },
  );

  /** An import job: its progress while it runs, its report when it is done. */
  serveApiRoute(app, publicApi.getProductImport, async ({ params, query, request }) => {
    const job = await catalog.request(catalogRoutes.getImport, {
      params,
      query,
      caller: request.admin,
      requestId: request.id,
    });
    // The completion's event drops the cached lists too, but may arrive after this answer: whoever sees
    // the import completed must not read its lists from before it.
    if (job.state === 'completed' && Date.now() - Date.parse(job.finishedAt ?? '') < RECENT_MS) {
      await app.cache.invalidate('products');
    }
    return job;
  });

  /** Cancels a queued or running import: none of its rows becomes visible. */
  serveApiRoute(app, publicApi.cancelProductImport, async ({ params, request }) =>
    catalog.request(catalogRoutes.cancelImport, {
      params,
      caller: request.admin,
      requestId: request.id,
    }),
  );
}
