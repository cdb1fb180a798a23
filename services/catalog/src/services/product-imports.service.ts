import { createHash } from 'node:crypto';
import {
  type CatalogImportRow,
  type CatalogImportStart,
  type Caller,
  type ProductImport,
  type ProductImportError,
  type ProductImportResult,
} from '@hiti/contracts';
import { AppError, isDuplicateKey } from '@hiti/service-kit';
import { isValidObjectId, type Collection, type Connection } from 'mongoose';
import {
  PRODUCT_IMPORT_ROWS_COLLECTION,
  productImportModel,
  toProductImport,
  type ImportRowsDocument,
  type ProductImportDocument,
  type ProductImportModel,
} from '../models/product-import';
import type { Brands } from './brands.service';
import type { Categories } from './categories.service';
import { countPlan, planRows, type PlanContext, type PlannedRow } from './import-plan';
import { byCode, rowCode } from '../domain/import-codes';
import type { Products } from './products.service';

const notFound = () => new AppError('IMPORT_NOT_FOUND');

/** The queue side an import needs: adding its job (the same id twice adds it once). */
export interface ImportJobs {
  add(importId: string): Promise<void>;
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** A file's content as its rows say it, so that the same rows sent again are recognised. */
function fileHash(rows: readonly CatalogImportRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** The import records: checking a file, queueing it as a job, reading and cancelling that job. */
export class ProductImports {
  readonly model: ProductImportModel;
  readonly rows: Collection<ImportRowsDocument>;

  constructor(
    connection: Connection,
    private readonly products: Products,
    private readonly categories: Categories,
    private readonly brands: Brands,
    private readonly chunkRows: number,
  ) {
    this.model = productImportModel(connection);
    this.rows = connection.collection<ImportRowsDocument>(PRODUCT_IMPORT_ROWS_COLLECTION);
  }

  async ready(): Promise<void> {
    await this.model.init();
    await this.rows.createIndex({ importId: 1, seq: 1 });
  }

  /** A fresh plan context: the categories as they are now, no row seen yet. */
  async planContext(): Promise<Omit<PlanContext, 'existing' | 'codeOwners'>> {
    const [categories, brands] = await Promise.all([this.categories.byRef(), this.brands.list()]);
    return {
      categories,
      brands: new Set(brands.map((brand) => brand.id)),
      seen: new Set(),
      seenCodes: new Set(),
    };
  }

  /** Plans one chunk of rows against the products as visitors see them now (a row's code names its product). */
  async planChunk(rows: readonly CatalogImportRow[], context: Omit<PlanContext, 'existing' | 'codeOwners'>) {
    const codeOwners = await this.products.idsByCodes(rows.flatMap((row) => rowCode(row) ?? []));
    const named = byCode(rows, codeOwners);
    const ids = named.flatMap((row) => (row.id === null ? [] : [row.id]));
    return planRows(named, { ...context, codeOwners, existing: await this.products.storedByIds(ids) });
  }

  /** Checks every row and counts what importing them would do; writes nothing. */
  async check(rows: readonly CatalogImportRow[]): Promise<ProductImportResult> {
    const context = await this.planContext();
    const planned: PlannedRow[] = [];
    const errors: ProductImportError[] = [];
    for (const chunk of chunksOf(rows, this.chunkRows)) {
      const result = await this.planChunk(chunk, context);
      planned.push(...result.planned);
      errors.push(...result.errors);
    }
    return { dryRun: true, ...countPlan(planned), errors };
  }

  /**
   * Checks the rows, stores them and queues their import. A file with the same rows as an import that is
   * queued, running or completed answers that import, and nothing is imported twice.
   */
  async start(
    rows: readonly CatalogImportRow[],
    actor: Caller | null,
    jobs: ImportJobs,
  ): Promise<CatalogImportStart> {
    const hash = fileHash(rows);
    // a file identical to an import still queued or running (a retry after a timeout) is answered at once
    const known = await this.model
      .findOne({ dedupeKey: hash, state: { $in: ['queued', 'running'] } })
      .lean<ProductImportDocument>();
    if (known) return this.repeated(known, jobs);
    const checked = await this.check(rows);
    if (checked.errors.length > 0) {
      return { refused: { dryRun: false, created: 0, updated: 0, unchanged: 0, errors: checked.errors } };
    }
    let record: ProductImportDocument;
    try {
      record = (
        await this.model.create({
          fileHash: hash,
          dedupeKey: hash,
          state: 'queued',
          rowsTotal: rows.length,
          actor,
          createdAt: new Date(),
        })
      ).toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const earlier = await this.model.findOne({ dedupeKey: hash }).lean<ProductImportDocument>();
      if (!earlier) throw error;
      return this.repeated(earlier, jobs);
    }
    const importId = record._id.toHexString();
    try {
      const chunks = chunksOf(rows, this.chunkRows);
      if (chunks.length > 0) {
        await this.rows.insertMany(chunks.map((chunk, seq) => ({ importId, seq, rows: chunk })));
      }
      await jobs.add(importId);
    } catch (error) {
      await this.finish(importId, 'failed', {});
      throw error;
    }
    return { import: toProductImport(record) };
  }

  private async repeated(earlier: ProductImportDocument, jobs: ImportJobs): Promise<CatalogImportStart> {
    // stored but perhaps never queued (the process stopped in between): the job's id adds it once
    if (earlier.state === 'queued') await jobs.add(earlier._id.toHexString());
    return { import: toProductImport(earlier, true) };
  }

  async get(id: string): Promise<ProductImport> {
    return toProductImport(await this.require(id));
  }

  private async require(id: string): Promise<ProductImportDocument> {
    if (!isValidObjectId(id)) throw notFound();
    const record = await this.model.findById(id).lean<ProductImportDocument>();
    if (!record) throw notFound();
    return record;
  }

  /** A queued import is cancelled at once; a running one stops at its next step, none of it visible. */
  async cancel(id: string): Promise<ProductImport> {
    await this.require(id);
    await this.model.updateOne(
      { _id: id, state: { $in: ['queued', 'running'] } },
      { $set: { cancelRequested: true } },
    );
    const queued = await this.model
      .findOneAndUpdate(
        { _id: id, state: 'queued' },
        { $set: { state: 'cancelled', finishedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<ProductImportDocument>();
    if (queued) {
      await this.release(queued);
      return toProductImport(queued);
    }
    return this.get(id);
  }

  /**
   * Ends an import that did not complete, with what it got to: its file may be sent again, and its stored
   * rows go.
   */
  async finish(
    id: string,
    state: 'failed' | 'cancelled',
    report: Partial<Pick<ProductImportDocument, 'errors' | 'rowsDone'>>,
  ): Promise<void> {
    const record = await this.model
      .findOneAndUpdate(
        { _id: id, state: { $in: ['queued', 'running'] } },
        { $set: { state, finishedAt: new Date(), created: 0, updated: 0, unchanged: 0, ...report } },
        { returnDocument: 'after' },
      )
      .lean<ProductImportDocument>();
    if (record) await this.release(record);
  }

  private async release(record: ProductImportDocument): Promise<void> {
    const id = record._id.toHexString();
    await this.model.updateOne({ _id: record._id }, { $set: { dedupeKey: `${record.fileHash}:${id}` } });
    await this.rows.deleteMany({ importId: id });
  }
}
