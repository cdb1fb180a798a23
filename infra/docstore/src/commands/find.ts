/** Read commands: find, getMore, killCursors, count, distinct. */
import { Long } from 'bson';
import { CommandError } from '../errors.js';
import { keyOf } from '../query/compare.js';
import { isNumeric, toDouble } from '../query/numbers.js';
import { compileProjection } from '../query/projection.js';
import { isPlainObject } from '../query/bson-types.js';
import { checkCollation, collectionArg, optionalBool, optionalDoc, optionalInt } from './context.js';
import type { CommandHandler } from './context.js';
import { firstBatchReply, nextBatchReply } from './cursor-batch.js';
import { checkHint, selectDocs } from './query-exec.js';

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'find');
  checkCollation(cmd);
  if (optionalBool(cmd, 'tailable'))
    throw new CommandError('NotImplemented', 'tailable cursors are not supported by docstore');
  const filter = optionalDoc(cmd, 'filter');
  const sort = optionalDoc(cmd, 'sort');
  const projection = optionalDoc(cmd, 'projection');
  const skip = optionalInt(cmd, 'skip') ?? 0;
  if (skip < 0) throw new CommandError('BadValue', 'skip value must be non-negative');
  const rawLimit = optionalInt(cmd, 'limit') ?? 0;
  const batchSize = optionalInt(cmd, 'batchSize');
  if (batchSize !== undefined && batchSize < 0)
    throw new CommandError('BadValue', 'batchSize value must be non-negative');
  const singleBatch = (optionalBool(cmd, 'singleBatch') ?? false) || rawLimit < 0;
  const limit = Math.abs(rawLimit);
  const coll = ctx.store.getCollection(ctx.db, name);
  const docs = selectDocs(coll, filter, { sort, skip, limit, hint: cmd.hint });
  const project = compileProjection(projection, filter);
  let first = batchSize;
  if (limit > 0 && (first === undefined || first > limit)) first = Math.min(limit, first ?? 101);
  return firstBatchReply(ctx, `${ctx.db}.${name}`, docs, {
    batchSize: first,
    singleBatch,
    project,
    noTimeout: optionalBool(cmd, 'noCursorTimeout') ?? false,
  });
};

function cursorIdOf(v: unknown): bigint {
  if (v instanceof Long) return v.toBigInt();
  if (isNumeric(v)) return BigInt(Math.trunc(toDouble(v)));
  throw new CommandError('TypeMismatch', 'cursor id must be a number (NumberLong)');
}

const getMore: CommandHandler = (cmd, ctx) => {
  const id = cursorIdOf(cmd.getMore);
  const collection = cmd.collection;
  if (typeof collection !== 'string')
    throw new CommandError('TypeMismatch', "Field 'collection' must be a string");
  const ns = `${ctx.db}.${collection}`;
  const open = ctx.cursors.get(id);
  if (!open) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
  if (open.ns !== ns) {
    throw new CommandError(
      'Unauthorized',
      `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${open.ns}`,
    );
  }
  const reply = nextBatchReply(ctx, id, optionalInt(cmd, 'batchSize'));
  if (!reply) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
  return reply;
};

const killCursors: CommandHandler = (cmd, ctx) => {
  collectionArg(cmd, 'killCursors');
  const ids = cmd.cursors;
  if (!Array.isArray(ids)) throw new CommandError('TypeMismatch', "Field 'cursors' must be an array");
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = cursorIdOf(raw);
    (ctx.cursors.kill(id) ? killed : notFound).push(Long.fromBigInt(id));
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'count');
  checkCollation(cmd);
  const query = optionalDoc(cmd, 'query');
  const skip = Math.max(0, optionalInt(cmd, 'skip') ?? 0);
  const limit = Math.abs(optionalInt(cmd, 'limit') ?? 0);
  const coll = ctx.store.getCollection(ctx.db, name);
  if (!coll) return { n: selectDocs(coll, query).length, ok: 1 };
  checkHint(coll, cmd.hint);
  if (!query || Object.keys(query).length === 0) {
    let n = Math.max(0, coll.size - skip);
    if (limit > 0) n = Math.min(n, limit);
    return { n, ok: 1 };
  }
  return { n: selectDocs(coll, query, { skip, limit }).length, ok: 1 };
};

function valuesAtPath(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) out.push(...value);
    else if (value !== undefined) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[i] as string;
    if (/^\d+$/.test(part)) {
      valuesAtPath(value[Number(part)], parts, i + 1, out);
      return;
    }
    for (const e of value) valuesAtPath(e, parts, i, out);
    return;
  }
  if (isPlainObject(value)) valuesAtPath(value[parts[i] as string], parts, i + 1, out);
}

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'distinct');
  checkCollation(cmd);
  const key = cmd.key;
  if (typeof key !== 'string' || key === '')
    throw new CommandError('TypeMismatch', "Field 'key' must be a non-empty string");
  const query = optionalDoc(cmd, 'query');
  const coll = ctx.store.getCollection(ctx.db, name);
  const docs = selectDocs(coll, query, { hint: cmd.hint });
  const parts = key.split('.');
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const doc of docs) {
    const found: unknown[] = [];
    valuesAtPath(doc, parts, 0, found);
    for (const v of found) {
      const k = keyOf(v);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(v);
    }
  }
  return { values, ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
