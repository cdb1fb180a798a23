/**
 * Catalog commands: create, drop, dropDatabase, listCollections, listDatabases, createIndexes,
 * listIndexes, dropIndexes.
 */
import { CommandError } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { keyOf } from '../query/compare.js';
import { compileFilter } from '../query/matcher.js';
import { documentSize } from '../bson-codec.js';
import { ID_INDEX_SPEC, validateIndexSpec } from '../storage/index-manager.js';
import type { Collection } from '../storage/collection.js';
import { checkCollation, collectionArg, optionalBool, optionalDoc } from './context.js';
import type { CommandContext, CommandHandler } from './context.js';
import { firstBatchReply } from './cursor-batch.js';

async function durable(ctx: CommandContext, reply: Doc): Promise<Doc> {
  await ctx.store.sync();
  return reply;
}

const CREATE_OPTIONS_UNSUPPORTED = [
  'capped',
  'timeseries',
  'viewOn',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
];

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'create');
  ctx.store.assertWritable();
  for (const opt of CREATE_OPTIONS_UNSUPPORTED) {
    if (cmd[opt] !== undefined && cmd[opt] !== false) {
      throw new CommandError('NotImplemented', `create option '${opt}' is not supported by docstore`);
    }
  }
  // Documents are never validated, so a validator is refused rather than kept and ignored.
  if (isPlainObject(cmd.validator) ? Object.keys(cmd.validator).length > 0 : cmd.validator !== undefined)
    throw new CommandError('NotImplemented', "create option 'validator' is not supported by docstore");
  checkCollation(cmd);
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (k === 'create' || k.startsWith('$') || k === 'lsid' || k === 'writeConcern' || k === 'comment')
      continue;
    // The simple collation is the default; MongoDB does not keep it as a collection option.
    if (k === 'collation' || k === 'validator') continue;
    options[k] = v;
  }
  const existing = ctx.store.getCollection(ctx.db, name);
  if (existing) throw new CommandError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  ctx.store.createCollection(ctx.db, name, options);
  return durable(ctx, { ok: 1 });
};

const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'drop');
  ctx.store.assertWritable();
  const coll = ctx.store.dropCollection(ctx.db, name);
  if (!coll) return { ok: 1 };
  return durable(ctx, { nIndexesWas: coll.indexes.length + 1, ns: coll.ns, ok: 1 });
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.store.assertWritable();
  ctx.store.dropDatabase(ctx.db);
  return durable(ctx, { ok: 1 });
};

function collectionInfo(c: Collection, nameOnly: boolean): Doc {
  if (nameOnly) return { name: c.name, type: 'collection' };
  return {
    name: c.name,
    type: 'collection',
    options: { ...c.options },
    info: { readOnly: false, uuid: c.uuid },
    idIndex: { ...ID_INDEX_SPEC },
  };
}

const listCollections: CommandHandler = (cmd, ctx) => {
  const nameOnly = optionalBool(cmd, 'nameOnly') ?? false;
  const filter = optionalDoc(cmd, 'filter');
  const match = compileFilter(filter);
  const infos = ctx.store
    .collections(ctx.db)
    .map((c) => collectionInfo(c, false))
    .filter((info) => match(info))
    .map((info) => (nameOnly ? { name: info.name, type: info.type } : info));
  const cursor = optionalDoc(cmd, 'cursor');
  const batchSize = cursor && typeof cursor.batchSize === 'number' ? cursor.batchSize : undefined;
  return firstBatchReply(ctx, `${ctx.db}.$cmd.listCollections`, infos, { batchSize });
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const nameOnly = optionalBool(cmd, 'nameOnly') ?? false;
  const match = compileFilter(optionalDoc(cmd, 'filter'));
  let totalSize = 0;
  const databases: Doc[] = [];
  for (const name of ctx.store.databaseNames()) {
    const colls = ctx.store.collections(name);
    let size = 0;
    if (!nameOnly) for (const c of colls) for (const d of c.docs.values()) size += documentSize(d);
    const info: Doc = nameOnly
      ? { name }
      : { name, sizeOnDisk: size, empty: colls.every((c) => c.size === 0) };
    if (!match(info)) continue;
    totalSize += size;
    databases.push(info);
  }
  if (nameOnly) return { databases, ok: 1 };
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / (1024 * 1024)), ok: 1 };
};

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'createIndexes');
  ctx.store.assertWritable();
  const raw = cmd.indexes;
  if (!Array.isArray(raw) || raw.length === 0)
    throw new CommandError('BadValue', 'Must specify at least one index to create');
  for (const spec of raw) if (isPlainObject(spec)) checkCollation(spec);
  const specs = raw.map(validateIndexSpec);
  const existed = ctx.store.getCollection(ctx.db, name);
  const coll = existed ?? ctx.store.ensureCollection(ctx.db, name);
  const before = coll.indexes.length + 1;
  let created = 0;
  try {
    for (const spec of specs) {
      if (ctx.store.createIndex(coll, spec)) {
        created += 1;
        const kinds = Object.values(spec.key).filter((v) => typeof v === 'string');
        if (kinds.length > 0) {
          ctx.logger.warn(
            { ns: coll.ns, index: spec.name },
            `docstore: ${String(kinds[0])} index kept in the catalog only; its queries are not supported`,
          );
        }
      }
    }
  } catch (err) {
    return ctx.store.sync().then(() => {
      throw err;
    });
  }
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.length + 1,
    createdCollectionAutomatically: !existed,
  };
  if (created === 0) reply.note = 'all indexes already exist';
  reply.ok = 1;
  return durable(ctx, reply);
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'listIndexes');
  const coll = ctx.store.getCollection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const cursor = optionalDoc(cmd, 'cursor');
  const batchSize = cursor && typeof cursor.batchSize === 'number' ? cursor.batchSize : undefined;
  return firstBatchReply(
    ctx,
    `${ctx.db}.$cmd.listIndexes.${name}`,
    coll.indexSpecs().map((s) => ({ ...s })),
    { batchSize },
  );
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'dropIndexes');
  ctx.store.assertWritable();
  const coll = ctx.store.getCollection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.length + 1;
  const target = cmd.index;
  const names: string[] = [];
  if (target === '*') {
    names.push(...coll.indexes.map((i) => i.spec.name));
  } else if (typeof target === 'string') {
    names.push(target);
  } else if (Array.isArray(target)) {
    for (const t of target) {
      if (typeof t !== 'string') throw new CommandError('TypeMismatch', 'index names must be strings');
      names.push(t);
    }
  } else if (isPlainObject(target)) {
    const found = coll.indexes.find((i) => keyOf(i.spec.key) === keyOf(target));
    if (!found) {
      if (keyOf(target) === keyOf(ID_INDEX_SPEC.key))
        throw new CommandError('InvalidOptions', 'cannot drop _id index');
      throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    }
    names.push(found.spec.name);
  } else {
    throw new CommandError(
      'TypeMismatch',
      "Field 'index' must be a string, an array of strings or an object",
    );
  }
  for (const n of names) {
    if (n === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!coll.findIndex(n)) throw new CommandError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) ctx.store.dropIndex(coll, n);
  const reply: Doc = { nIndexesWas };
  if (target === '*') reply.msg = 'non-_id indexes dropped for collection';
  reply.ok = 1;
  return durable(ctx, reply);
};

export const catalogCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
};
