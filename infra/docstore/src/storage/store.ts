/**
 * The storage engine: databases and collections in memory, made durable by the write-ahead log and
 * snapshots when a data directory is given. Every change is applied in memory and appended to the log
 * in the same tick; callers acknowledge a write only after `sync()` resolves.
 */
import { mkdir, readFile, unlink } from 'node:fs/promises';
import type { Logger } from 'pino';
import { UUID } from 'bson';
import { decodeDocument, encodeDocument } from '../bson-codec.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { compareStrings } from '../query/compare.js';
import { CommandError } from '../errors.js';
import { Collection } from './collection.js';
import type { IndexSpec } from './index-manager.js';
import { acquireLock } from './lock.js';
import { scanRecords } from './records.js';
import { readSnapshot, removeSnapshotTemp, writeSnapshot } from './snapshot.js';
import type { SnapshotState } from './snapshot.js';
import { listWalFiles, WAL_MAGIC, WriteAheadLog } from './wal.js';

export interface StoreOptions {
  dataDir?: string;
  logger: Logger;
  /** Compact the log into a snapshot once it grows beyond this many bytes (default 64 MiB). */
  compactThresholdBytes?: number;
  /** How often expired documents of TTL indexes are removed (default 60 s). */
  ttlIntervalMs?: number;
}

type LogRecord =
  | { o: 'create'; db: string; c: string; opts: Doc; uuid: UUID }
  | { o: 'drop'; db: string; c: string }
  | { o: 'dropDb'; db: string }
  | { o: 'index'; db: string; c: string; spec: IndexSpec }
  | { o: 'dropIndex'; db: string; c: string; name: string }
  | { o: 'put'; db: string; c: string; d: Doc }
  | { o: 'del'; db: string; c: string; id: unknown };

export class WalCorruptError extends Error {
  constructor(file: string, offset: number, reason: string) {
    super(
      `docstore: the write-ahead log ${file} is damaged at byte ${offset} (${reason}) and valid data follows it. ` +
        'Refusing to start rather than drop acknowledged writes. Restore the data directory from a backup.',
    );
    this.name = 'WalCorruptError';
  }
}

export class Store {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private readonly logger: Logger;
  private readonly dataDir: string | undefined;
  private readonly compactThreshold: number;
  private wal: WriteAheadLog | undefined;
  private releaseLock: (() => Promise<void>) | undefined;
  private compacting: Promise<void> | undefined;
  private ttlTimer: NodeJS.Timeout | undefined;
  private replaying = false;
  private closed = false;

  private constructor(opts: StoreOptions) {
    this.logger = opts.logger;
    this.dataDir = opts.dataDir;
    this.compactThreshold = opts.compactThresholdBytes ?? 64 * 1024 * 1024;
  }

  static async open(opts: StoreOptions): Promise<Store> {
    const store = new Store(opts);
    if (opts.dataDir) await store.recover(opts.dataDir);
    const interval = opts.ttlIntervalMs ?? 60_000;
    store.ttlTimer = setInterval(() => store.expireTtl(), interval);
    store.ttlTimer.unref();
    return store;
  }

  get durable(): boolean {
    return this.dataDir !== undefined;
  }

  // ---- recovery -------------------------------------------------------------------------------

  private async recover(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    this.releaseLock = await acquireLock(dir);
    try {
      await removeSnapshotTemp(dir);
      const snapshot = await readSnapshot(dir);
      let walGen = 0;
      this.replaying = true;
      if (snapshot) {
        walGen = snapshot.walGen;
        this.loadSnapshot(snapshot);
      }
      const files = await listWalFiles(dir);
      let replayedFiles = 0;
      let records = 0;
      for (const { gen, file } of files) {
        if (gen <= walGen) {
          await unlink(file);
          continue;
        }
        records += await this.replayWal(file);
        replayedFiles += 1;
        walGen = gen;
      }
      this.replaying = false;
      if (replayedFiles > 0) {
        // Compaction at start: fold the replayed log into a fresh snapshot, then drop the log files.
        const bytes = await writeSnapshot(dir, this.capture(walGen));
        for (const { gen, file } of files) if (gen <= walGen) await unlink(file).catch(() => undefined);
        this.logger.info(
          { records, files: replayedFiles, snapshotBytes: bytes },
          'docstore: recovered write-ahead log',
        );
      }
      this.wal = await WriteAheadLog.create(dir, walGen + 1);
      this.logger.info(
        { dataDir: dir, collections: this.allCollections().length, documents: this.documentCount() },
        'docstore: data loaded',
      );
    } catch (err) {
      this.replaying = false;
      await this.releaseLock();
      this.releaseLock = undefined;
      throw err;
    }
  }

  private loadSnapshot(state: SnapshotState): void {
    for (const c of state.collections) {
      const coll = new Collection(c.db, c.name, c.options, c.uuid);
      for (const spec of c.indexes) coll.addIndex(spec);
      for (const d of c.docs) coll.insert(d);
      this.dbMap(c.db, true).set(c.name, coll);
    }
  }

  private async replayWal(file: string): Promise<number> {
    const buf = await readFile(file);
    if (buf.length < WAL_MAGIC.length) return 0;
    if (!buf.subarray(0, WAL_MAGIC.length).equals(WAL_MAGIC)) {
      throw new WalCorruptError(file, 0, 'bad file header');
    }
    const scan = scanRecords(buf, WAL_MAGIC.length);
    if (scan.problem) {
      if (!scan.problem.atTail) throw new WalCorruptError(file, scan.problem.offset, scan.problem.reason);
      this.logger.warn(
        {
          file,
          offset: scan.problem.offset,
          droppedBytes: buf.length - scan.problem.offset,
          reason: scan.problem.reason,
        },
        'docstore: dropped an incomplete final log record (a write that was never acknowledged)',
      );
    }
    for (const payload of scan.payloads) this.applyRecord(decodeDocument(payload) as LogRecord);
    return scan.payloads.length;
  }

  private applyRecord(rec: LogRecord): void {
    switch (rec.o) {
      case 'create':
        if (!this.getCollection(rec.db, rec.c)) this.addCollection(rec.db, rec.c, rec.opts, rec.uuid);
        return;
      case 'drop':
        this.dropCollection(rec.db, rec.c);
        return;
      case 'dropDb':
        this.dropDatabase(rec.db);
        return;
      case 'index':
        this.createIndex(this.ensureCollection(rec.db, rec.c), rec.spec);
        return;
      case 'dropIndex': {
        const coll = this.getCollection(rec.db, rec.c);
        if (coll) this.dropIndex(coll, rec.name);
        return;
      }
      case 'put':
        this.ensureCollection(rec.db, rec.c).put(rec.d);
        return;
      case 'del': {
        const coll = this.getCollection(rec.db, rec.c);
        if (coll) coll.remove({ _id: rec.id });
        return;
      }
    }
  }

  // ---- logging --------------------------------------------------------------------------------

  private log(rec: LogRecord): void {
    if (!this.wal || this.replaying) return;
    this.wal.append(encodeDocument(rec as unknown as Doc));
    if (this.wal.bytes > this.compactThreshold && !this.compacting) {
      this.compacting = this.compact().finally(() => {
        this.compacting = undefined;
      });
    }
  }

  /** Throws if writes cannot be made durable any more (the log failed) or the store is closed. */
  assertWritable(): void {
    if (this.closed) throw new CommandError('InternalError', 'docstore is shutting down');
    if (this.wal?.failed) throw new CommandError('InternalError', this.wal.failed.message);
  }

  /** Resolves when every change made so far is on disk (immediately without a data directory). */
  sync(): Promise<void> {
    if (!this.wal) return Promise.resolve();
    return this.wal.sync().catch((err: unknown) => {
      throw new CommandError('InternalError', (err as Error).message);
    });
  }

  /** References to the current state; documents are immutable, so this is a consistent point-in-time view. */
  private capture(walGen: number): SnapshotState {
    return {
      walGen,
      collections: this.allCollections().map((c) => ({
        db: c.db,
        name: c.name,
        options: c.options,
        uuid: c.uuid,
        indexes: c.indexes.map((i) => i.spec),
        docs: Array.from(c.docs.values()),
      })),
    };
  }

  /** Writes a snapshot of the current state and deletes the log files it covers. */
  async compact(): Promise<void> {
    if (!this.wal || !this.dataDir) return;
    const dir = this.dataDir;
    const { oldGen, closed } = this.wal.rotate();
    const state = this.capture(oldGen);
    const started = Date.now();
    try {
      const bytes = await writeSnapshot(dir, state);
      await closed;
      for (const { gen, file } of await listWalFiles(dir))
        if (gen <= oldGen) await unlink(file).catch(() => undefined);
      this.logger.info(
        { snapshotBytes: bytes, ms: Date.now() - started },
        'docstore: compacted the log into a snapshot',
      );
    } catch (err) {
      this.logger.error({ err }, 'docstore: compaction failed; the log keeps every write');
    }
  }

  // ---- catalog --------------------------------------------------------------------------------

  private dbMap(db: string, create: boolean): Map<string, Collection> | undefined;
  private dbMap(db: string, create: true): Map<string, Collection>;
  private dbMap(db: string, create: boolean): Map<string, Collection> | undefined {
    let m = this.dbs.get(db);
    if (!m && create) {
      m = new Map();
      this.dbs.set(db, m);
    }
    return m;
  }

  databaseNames(): string[] {
    return [...this.dbs.entries()]
      .filter(([, m]) => m.size > 0)
      .map(([name]) => name)
      .sort(compareStrings);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.dbs.values()].flatMap((m) => [...m.values()]);
  }

  documentCount(): number {
    return this.allCollections().reduce((n, c) => n + c.size, 0);
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  private addCollection(db: string, name: string, options: Doc, uuid: UUID): Collection {
    const coll = new Collection(db, name, options, uuid);
    this.dbMap(db, true).set(name, coll);
    this.log({ o: 'create', db, c: name, opts: options, uuid });
    return coll;
  }

  /** The collection, created implicitly (as inserts, upserts and createIndexes do) if missing. */
  ensureCollection(db: string, name: string): Collection {
    return this.getCollection(db, name) ?? this.addCollection(db, name, {}, new UUID());
  }

  createCollection(db: string, name: string, options: Doc): Collection {
    if (this.getCollection(db, name)) {
      throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    return this.addCollection(db, name, options, new UUID());
  }

  dropCollection(db: string, name: string): Collection | undefined {
    const m = this.dbs.get(db);
    const coll = m?.get(name);
    if (!m || !coll) return undefined;
    m.delete(name);
    if (m.size === 0) this.dbs.delete(db);
    this.log({ o: 'drop', db, c: name });
    return coll;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.has(db)) return;
    this.dbs.delete(db);
    this.log({ o: 'dropDb', db });
  }

  createIndex(coll: Collection, spec: IndexSpec): boolean {
    const created = coll.addIndex(spec);
    if (created) this.log({ o: 'index', db: coll.db, c: coll.name, spec });
    return created;
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.log({ o: 'dropIndex', db: coll.db, c: coll.name, name });
  }

  // ---- documents ------------------------------------------------------------------------------

  insert(coll: Collection, doc: Doc): void {
    coll.insert(doc);
    this.log({ o: 'put', db: coll.db, c: coll.name, d: doc });
  }

  replace(coll: Collection, previous: Doc, next: Doc): void {
    coll.replace(previous, next);
    this.log({ o: 'put', db: coll.db, c: coll.name, d: next });
  }

  remove(coll: Collection, doc: Doc): void {
    if (coll.remove(doc)) this.log({ o: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  // ---- TTL ------------------------------------------------------------------------------------

  /** Removes documents whose TTL-indexed date is older than the index's expireAfterSeconds. */
  expireTtl(now = Date.now()): number {
    if (this.closed || this.wal?.failed) return 0;
    let removed = 0;
    for (const coll of this.allCollections()) {
      for (const index of coll.indexes) {
        if (index.ttlSeconds === undefined || index.fields.length !== 1) continue;
        const field = index.fields[0] as string;
        const cutoff = now - index.ttlSeconds * 1000;
        for (const doc of [...coll.docs.values()]) {
          const v = ttlValue(doc, field);
          if (v !== undefined && v < cutoff) {
            this.remove(coll, doc);
            removed += 1;
          }
        }
      }
    }
    if (removed > 0) this.logger.debug({ removed }, 'docstore: removed expired documents');
    return removed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.ttlTimer) clearInterval(this.ttlTimer);
    if (this.compacting) await this.compacting;
    await this.wal?.close();
    this.wal = undefined;
    await this.releaseLock?.();
    this.releaseLock = undefined;
  }
}

function ttlValue(doc: Doc, field: string): number | undefined {
  let cur: unknown = doc;
  for (const part of field.split('.')) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[part];
  }
  if (cur instanceof Date) return cur.getTime();
  if (Array.isArray(cur)) {
    const times = cur.filter((v): v is Date => v instanceof Date).map((d) => d.getTime());
    return times.length > 0 ? Math.min(...times) : undefined;
  }
  return undefined;
}
