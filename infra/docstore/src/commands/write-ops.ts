/** The document-level write operations shared by insert, update, delete and findAndModify. */
import { ObjectId } from 'bson';
import { documentSize } from '../bson-codec.js';
import { MAX_BSON_OBJECT_SIZE } from './handshake.js';
import { CommandError } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { bsonTypeName, isPlainObject } from '../query/bson-types.js';
import { identical } from '../query/compare.js';
import { applyUpdate, idFirst, isOperatorUpdate, upsertSeed, validateUpdate } from '../query/update.js';
import type { UpdateSpec } from '../query/update.js';
import type { Collection } from '../storage/collection.js';
import type { Store } from '../storage/store.js';
import { selectDocs } from './query-exec.js';

/** Checks a document before it is stored and gives it an `_id` (first field) if it has none. */
export function prepareNewDocument(doc: Doc): Doc {
  if (!isPlainObject(doc)) throw new CommandError('TypeMismatch', 'document must be an object');
  const out = '_id' in doc ? idFirst(doc) : { _id: new ObjectId(), ...doc };
  const idType = bsonTypeName(out._id);
  if (idType === 'array') throw new CommandError('InvalidIdField', `The '_id' value cannot be of type array`);
  if (idType === 'regex') throw new CommandError('InvalidIdField', `The '_id' value cannot be of type regex`);
  if (idType === 'undefined')
    throw new CommandError('InvalidIdField', `The '_id' value cannot be of type undefined`);
  const size = documentSize(out);
  if (size > MAX_BSON_OBJECT_SIZE)
    throw new CommandError(
      'BadValue',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  return out;
}

function checkUpdatedSize(doc: Doc): void {
  if (documentSize(doc) > MAX_BSON_OBJECT_SIZE)
    throw new CommandError(
      'Location17419',
      `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
    );
}

export interface UpdateResult {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The document before and after, for the first (or only) document touched. */
  before?: Doc;
  after?: Doc;
}

export interface UpdateParams {
  query: Doc;
  update: UpdateSpec;
  multi: boolean;
  upsert: boolean;
  arrayFilters?: Doc[];
  sort?: Doc;
  hint?: unknown;
}

export interface Namespace {
  db: string;
  name: string;
}

export function updateDocuments(store: Store, ns: Namespace, p: UpdateParams): UpdateResult {
  const coll = store.getCollection(ns.db, ns.name);
  validateUpdate(p.update);
  if (p.multi && !Array.isArray(p.update) && !isOperatorUpdate(p.update)) {
    throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  const targets = selectDocs(coll, p.query, { sort: p.sort, limit: p.multi ? 0 : 1, hint: p.hint });
  if (targets.length === 0) {
    if (!p.upsert) return { matched: 0, modified: 0 };
    return upsert(store, ns, p);
  }
  const c = coll as Collection;
  let modified = 0;
  let before: Doc | undefined;
  let after: Doc | undefined;
  for (const doc of targets) {
    const next = applyUpdate(doc, p.update, {
      arrayFilters: p.arrayFilters,
      query: p.query,
      inserting: false,
    });
    if (!before) {
      before = doc;
      after = next;
    }
    if (identical(next, doc)) continue;
    checkUpdatedSize(next);
    store.replace(c, doc, next);
    modified += 1;
  }
  return { matched: targets.length, modified, before, after };
}

function upsert(store: Store, ns: Namespace, p: UpdateParams): UpdateResult {
  const seed = upsertSeed(p.query, p.update);
  let doc = applyUpdate(seed, p.update, { arrayFilters: p.arrayFilters, query: p.query, inserting: true });
  if (!Array.isArray(p.update) && !isOperatorUpdate(p.update) && '_id' in seed && !('_id' in doc)) {
    doc = { _id: seed._id, ...doc };
  }
  if ('_id' in seed && '_id' in doc && !identical(seed._id, doc._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  doc = prepareNewDocument(doc);
  const c = store.ensureCollection(ns.db, ns.name);
  store.insert(c, doc);
  return { matched: 0, modified: 0, upsertedId: doc._id, after: doc };
}

export function deleteDocuments(
  store: Store,
  ns: Namespace,
  query: Doc,
  limitOne: boolean,
  sort?: Doc,
  hint?: unknown,
): Doc[] {
  const coll = store.getCollection(ns.db, ns.name);
  const targets = selectDocs(coll, query, { sort, limit: limitOne ? 1 : 0, hint });
  if (coll) for (const doc of targets) store.remove(coll, doc);
  return targets;
}
