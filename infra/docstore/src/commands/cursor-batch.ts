/**
 * Turning result lists into cursor replies: first batches (default 101 documents), getMore batches, size
 * limits. Lists hold stored documents (immutable) or documents computed for the reply (aggregation).
 */
import { encodeDocument, encodeStoredDocument } from '../bson-codec.js';
import type { Doc } from '../query/bson-types.js';
import type { Projector } from '../query/projection.js';
import { buildCursorReply } from '../wire/reply.js';
import type { RawReply } from '../wire/reply.js';
import type { CommandContext } from './context.js';

const DEFAULT_FIRST_BATCH = 101;
/** Documents in one batch stay under the 16 MiB reply limit, leaving room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;

function takeBatch(
  docs: Doc[],
  start: number,
  max: number,
  project: Projector | undefined,
): { encoded: Uint8Array[]; next: number } {
  const encoded: Uint8Array[] = [];
  let bytes = 0;
  let i = start;
  while (i < docs.length && encoded.length < max) {
    const doc = docs[i] as Doc;
    const bin = project ? encodeDocument(project(doc)) : encodeStoredDocument(doc);
    if (encoded.length > 0 && bytes + bin.length > MAX_BATCH_BYTES) break;
    encoded.push(bin);
    bytes += bin.length;
    i += 1;
  }
  return { encoded, next: i };
}

export interface FirstBatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
  project?: Projector;
  noTimeout?: boolean;
}

/** Replies with the first batch and keeps a cursor open for the rest. */
export function firstBatchReply(
  ctx: CommandContext,
  ns: string,
  docs: Doc[],
  opts: FirstBatchOptions = {},
): RawReply {
  const max = opts.batchSize ?? DEFAULT_FIRST_BATCH;
  const { encoded, next } = takeBatch(docs, 0, max, opts.project);
  let id = 0n;
  if (next < docs.length && !opts.singleBatch) {
    id = ctx.cursors.open(ns, docs, next, opts.project, opts.noTimeout).id;
  }
  return buildCursorReply(ns, 'firstBatch', encoded, id);
}

/** The next batch of an open cursor (all remaining documents, up to the size limit, by default). */
export function nextBatchReply(
  ctx: CommandContext,
  cursorId: bigint,
  batchSize: number | undefined,
): RawReply | undefined {
  const cursor = ctx.cursors.get(cursorId);
  if (!cursor) return undefined;
  const max = batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER;
  const { encoded, next } = takeBatch(cursor.docs, cursor.pos, max, cursor.project);
  cursor.pos = next;
  let id = cursor.id;
  if (next >= cursor.docs.length) {
    ctx.cursors.kill(cursor.id);
    id = 0n;
  }
  return buildCursorReply(cursor.ns, 'nextBatch', encoded, id);
}
