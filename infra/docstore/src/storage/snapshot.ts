/**
 * Snapshots: the whole data set in one file, written to a temporary file, fsynced and renamed into
 * place. Layout: magic, a meta record, per collection a header record followed by its documents, and
 * an end record with counts. Any damage makes reading fail loudly; a snapshot is never half-loaded.
 */
import { open, readFile, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Binary, UUID } from 'bson';
import { decodeDocument, encodeDocument } from '../bson-codec.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { fsyncDir } from './fs-util.js';
import type { IndexSpec } from './index-manager.js';
import { frameRecord, scanRecords } from './records.js';

const SNAPSHOT_FILE = 'snapshot.bin';
const SNAPSHOT_TMP = 'snapshot.tmp';
const MAGIC = Buffer.from('DSSNAP01', 'latin1');
const CHUNK_BYTES = 1 << 20;

interface SnapshotCollection {
  db: string;
  name: string;
  options: Doc;
  uuid: UUID;
  indexes: IndexSpec[];
  docs: Doc[];
}

export interface SnapshotState {
  /** Every write-ahead log file with a generation up to this one is contained in the snapshot. */
  walGen: number;
  collections: SnapshotCollection[];
}

export class SnapshotCorruptError extends Error {
  constructor(file: string, reason: string) {
    super(
      `docstore: the snapshot ${file} is corrupt (${reason}). Refusing to start rather than run with missing data. ` +
        'Restore the data directory from a backup; the write-ahead log alone does not hold the data in the snapshot.',
    );
    this.name = 'SnapshotCorruptError';
  }
}

export async function writeSnapshot(dir: string, state: SnapshotState): Promise<number> {
  const tmp = path.join(dir, SNAPSHOT_TMP);
  const fh: FileHandle = await open(tmp, 'w');
  let chunk: Buffer[] = [MAGIC];
  let chunkBytes = MAGIC.length;
  let total = 0;
  const flush = async (): Promise<void> => {
    if (chunkBytes === 0) return;
    const data = Buffer.concat(chunk, chunkBytes);
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await fh.write(data, written, data.length - written, null);
      written += bytesWritten;
    }
    total += data.length;
    chunk = [];
    chunkBytes = 0;
    await yieldToLoop();
  };
  const push = async (payload: Uint8Array): Promise<void> => {
    const rec = frameRecord(payload);
    chunk.push(rec);
    chunkBytes += rec.length;
    if (chunkBytes >= CHUNK_BYTES) await flush();
  };
  try {
    await push(encodeDocument({ t: 'meta', version: 1, walGen: state.walGen, createdAt: new Date() }));
    let documents = 0;
    for (const c of state.collections) {
      await push(
        encodeDocument({
          t: 'coll',
          db: c.db,
          name: c.name,
          options: c.options,
          uuid: c.uuid,
          indexes: c.indexes,
          count: c.docs.length,
        }),
      );
      for (const d of c.docs) await push(encodeDocument(d));
      documents += c.docs.length;
    }
    await push(encodeDocument({ t: 'end', collections: state.collections.length, documents }));
    await flush();
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, path.join(dir, SNAPSHOT_FILE));
  await fsyncDir(dir);
  return total;
}

function asUuid(v: unknown): UUID {
  if (v instanceof UUID) return v;
  if (v instanceof Binary) return new UUID(v.buffer);
  return new UUID();
}

function num(v: unknown): number {
  if (typeof v === 'number') return v;
  if (v !== null && typeof v === 'object' && 'value' in v && typeof v.value === 'number') return v.value;
  return NaN;
}

/** Reads the snapshot; undefined if there is none. Throws SnapshotCorruptError on any damage. */
export async function readSnapshot(dir: string): Promise<SnapshotState | undefined> {
  const file = path.join(dir, SNAPSHOT_FILE);
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (buf.length < MAGIC.length || !buf.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SnapshotCorruptError(file, 'bad file header');
  }
  const scan = scanRecords(buf, MAGIC.length);
  if (scan.problem) {
    throw new SnapshotCorruptError(file, `${scan.problem.reason} at byte ${scan.problem.offset}`);
  }
  const records = scan.payloads;
  let i = 0;
  const next = (what: string): Doc => {
    const payload = records[i++];
    if (!payload) throw new SnapshotCorruptError(file, `missing ${what}`);
    try {
      return decodeDocument(payload);
    } catch (err) {
      throw new SnapshotCorruptError(file, `undecodable ${what}: ${(err as Error).message}`);
    }
  };
  const meta = next('meta record');
  if (meta.t !== 'meta') throw new SnapshotCorruptError(file, 'first record is not the meta record');
  const state: SnapshotState = { walGen: num(meta.walGen), collections: [] };
  let documents = 0;
  for (;;) {
    const rec = next('end record');
    if (rec.t === 'end') {
      if (num(rec.collections) !== state.collections.length || num(rec.documents) !== documents) {
        throw new SnapshotCorruptError(file, 'record counts do not match the end record');
      }
      if (i !== records.length) throw new SnapshotCorruptError(file, 'data after the end record');
      return state;
    }
    if (rec.t !== 'coll' || typeof rec.db !== 'string' || typeof rec.name !== 'string') {
      throw new SnapshotCorruptError(file, `unexpected record ${i}`);
    }
    const count = num(rec.count);
    const docs: Doc[] = [];
    for (let k = 0; k < count; k++) docs.push(next(`document ${k + 1} of ${rec.db}.${rec.name}`));
    documents += count;
    state.collections.push({
      db: rec.db,
      name: rec.name,
      options: isPlainObject(rec.options) ? rec.options : {},
      uuid: asUuid(rec.uuid),
      indexes: Array.isArray(rec.indexes) ? (rec.indexes as IndexSpec[]) : [],
      docs,
    });
  }
}

export async function removeSnapshotTemp(dir: string): Promise<void> {
  await unlink(path.join(dir, SNAPSHOT_TMP)).catch(() => undefined);
}
