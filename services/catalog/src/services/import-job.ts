import {
  catalogImportRowSchema,
  type CatalogImportRow,
  type ProductImportError,
  type ProductImportState,
} from '@hiti/contracts';
import type { DomainEvents } from '@hiti/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductImportDocument } from '../models/product-import';
import type { CatalogueVersion } from './catalogue-version';
import { countPlan } from './import-plan';
import type { ImportStaging } from './import-staging';
import type { ProductImports } from './product-imports.service';

export interface ImportJobDeps {
  imports: ProductImports;
  staging: ImportStaging;
  version: CatalogueVersion;
  events: DomainEvents;
  logger: FastifyBaseLogger;
}

const ACTIVE: ProductImportState[] = ['queued', 'running'];

/**
 * Runs one import: prepares its rows chunk by chunk out of sight (checking each again against the
 * catalogue as it is now), then completes it with one write, its state, after which every read shows all
 * of its rows; the catalogue version moves on once. A cancel, a row that no longer holds, or a run
 * stopped midway leaves nothing visible. A run that starts again (its worker died) starts from scratch.
 */
export async function runImport(importId: string, deps: ImportJobDeps): Promise<void> {
  const { imports, staging } = deps;
  const started = await imports.model
    .findOneAndUpdate(
      { _id: importId, state: { $in: ACTIVE }, cancelRequested: false },
      { $set: { state: 'running', rowsDone: 0, created: 0, updated: 0, unchanged: 0, errors: [] } },
      { returnDocument: 'after' },
    )
    .lean<ProductImportDocument>();
  if (!started) {
    // cancelled while it waited or ran, or already over (a completed one whose event could not be sent then)
    await imports.finish(importId, 'cancelled', {});
    await tidyImport(importId, deps);
    await announceCompletion(importId, deps);
    return;
  }
  // marks of an earlier run of this job (its worker stopped midway)
  await staging.discard(importId);

  const context = await imports.planContext();
  const totals = { created: 0, updated: 0, unchanged: 0 };
  const errors: ProductImportError[] = [];
  let rowsDone = 0;
  const chunks = imports.rows.find({ importId }).sort({ seq: 1 });
  for await (const chunk of chunks) {
    const rows: CatalogImportRow[] = chunk.rows.map((row) => catalogImportRowSchema.parse(row));
    const { planned, errors: refused } = await imports.planChunk(rows, context);
    errors.push(...refused);
    // once a row is refused the import fails; the others are still checked, to report them all
    if (errors.length === 0) await staging.stage(importId, planned, new Date());
    const counts = countPlan(planned);
    totals.created += counts.created;
    totals.updated += counts.updated;
    totals.unchanged += counts.unchanged;
    rowsDone += rows.length;
    const progress = await imports.model
      .findOneAndUpdate({ _id: importId }, { $set: { rowsDone, ...totals } }, { returnDocument: 'after' })
      .lean<ProductImportDocument>();
    if (!progress || progress.cancelRequested || progress.state !== 'running') {
      await staging.discard(importId);
      await imports.finish(importId, 'cancelled', { rowsDone });
      return;
    }
  }
  if (errors.length > 0) {
    await staging.discard(importId);
    await imports.finish(importId, 'failed', { rowsDone, errors });
    return;
  }

  // The one write that shows every row at once; a cancel that came first wins.
  const completed = await imports.model
    .findOneAndUpdate(
      { _id: importId, state: 'running', cancelRequested: false },
      { $set: { state: 'completed', finishedAt: new Date(), rowsDone, ...totals, announced: false } },
      { returnDocument: 'after' },
    )
    .lean<ProductImportDocument>();
  if (!completed) {
    await staging.discard(importId);
    await imports.finish(importId, 'cancelled', { rowsDone });
    return;
  }
  await deps.version.moveOn();
  await staging.settle(importId);
  await announceCompletion(importId, deps);
  await imports.rows.deleteMany({ importId });
}

/**
 * Publishes `products.imported` (the audit entry) for a completed import that has not announced itself yet,
 * then records that it has. A publish that fails leaves it to the job's next attempt or the next start; a
 * stop between the two sends it twice, which its consumer takes as one.
 */
async function announceCompletion(
  importId: string,
  deps: Pick<ImportJobDeps, 'imports' | 'events' | 'logger'>,
): Promise<void> {
  const record = await deps.imports.model
    .findOne({ _id: importId, state: 'completed', announced: false })
    .lean<ProductImportDocument>();
  if (!record) return;
  const { rowsDone, created, updated, unchanged, actor } = record;
  await deps.events.publish('products.imported', {
    importId,
    rows: rowsDone,
    created,
    updated,
    unchanged,
    actor,
  });
  await deps.imports.model.updateOne({ _id: importId }, { $set: { announced: true } });
  deps.logger.info({ importId, rows: rowsDone, created, updated, unchanged }, 'product import completed');
}

/** Tidies the marks of an import that is over: a completed one's become the products' own, others go. */
async function tidyImport(importId: string, deps: Pick<ImportJobDeps, 'imports' | 'staging'>): Promise<void> {
  const record = await deps.imports.model.findById(importId, { state: 1 }).lean<ProductImportDocument>();
  if (record?.state === 'completed') await deps.staging.settle(importId);
  else if (!record || record.state === 'failed' || record.state === 'cancelled') {
    await deps.staging.discard(importId);
  }
}

/**
 * Tidies what stopped jobs left behind (run at start): the marks of every import that is over, and the
 * announcement of every completed import that has none yet.
 */
export async function tidyImportMarks(
  deps: Pick<ImportJobDeps, 'imports' | 'staging' | 'events' | 'logger'>,
): Promise<void> {
  for (const importId of await deps.staging.markedImports()) await tidyImport(importId, deps);
  const unannounced = await deps.imports.model
    .find({ state: 'completed', announced: false }, { _id: 1 })
    .lean<Pick<ProductImportDocument, '_id'>[]>();
  for (const { _id } of unannounced) await announceCompletion(_id.toHexString(), deps);
}
