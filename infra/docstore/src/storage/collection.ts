/**
 * One collection in memory: documents by canonical `_id` key (insertion order is natural order) plus
 * its indexes. Stored documents are never mutated; updates replace them with new objects, so readers
 * (open cursors, snapshots) can keep references.
 */
import { UUID } from 'bson';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { keyOf } from '../query/compare.js';
import { CommandError } from '../errors.js';
import { ID_INDEX_SPEC, Index, sameIndexOptions, sameKeyPattern } from './index-manager.js';
import type { IndexSpec } from './index-manager.js';

export class Collection {
  readonly db: string;
  readonly name: string;
  readonly options: Doc;
  readonly uuid: UUID;
  readonly docs = new Map<string, Doc>();
  readonly indexes: Index[] = [];

  constructor(db: string, name: string, options: Doc = {}, uuid: UUID = new UUID()) {
    this.db = db;
    this.name = name;
    this.options = options;
    this.uuid = uuid;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...this.indexes.map((i) => i.spec)];
  }

  getByIdKey(idKey: string): Doc | undefined {
    return this.docs.get(idKey);
  }

  /** Checks that a new document (or the new version of `previous`) violates no unique index. */
  checkUnique(doc: Doc, previous?: Doc): void {
    const idKey = keyOf(doc._id);
    if (!previous) {
      if (this.docs.has(idKey)) throw this.idDuplicate(doc._id);
    }
    for (const index of this.indexes) {
      if (!index.entries) continue;
      for (const { key, values } of index.keysFor(doc)) {
        const owner = index.entries.get(key);
        if (owner !== undefined && owner !== idKey) throw index.duplicateError(this.ns, values);
      }
    }
  }

  idDuplicate(id: unknown): CommandError {
    return new Index(ID_INDEX_SPEC).duplicateError(this.ns, [id]);
  }

  insert(doc: Doc): void {
    this.checkUnique(doc);
    const idKey = keyOf(doc._id);
    this.docs.set(idKey, doc);
    this.addKeys(doc, idKey);
  }

  replace(previous: Doc, next: Doc): void {
    this.checkUnique(next, previous);
    const idKey = keyOf(previous._id);
    this.removeKeys(previous, idKey);
    this.docs.set(idKey, next);
    this.addKeys(next, idKey);
  }

  /** Stores a document by `_id`, replacing any previous version (log replay). */
  put(doc: Doc): void {
    const previous = this.docs.get(keyOf(doc._id));
    if (previous) this.replace(previous, doc);
    else this.insert(doc);
  }

  remove(doc: Doc): boolean {
    const idKey = keyOf(doc._id);
    const current = this.docs.get(idKey);
    if (!current) return false;
    this.removeKeys(current, idKey);
    this.docs.delete(idKey);
    return true;
  }

  private addKeys(doc: Doc, idKey: string): void {
    for (const index of this.indexes) {
      if (!index.entries) continue;
      for (const { key } of index.keysFor(doc)) index.entries.set(key, idKey);
    }
  }

  private removeKeys(doc: Doc, idKey: string): void {
    for (const index of this.indexes) {
      if (!index.entries) continue;
      for (const { key } of index.keysFor(doc))
        if (index.entries.get(key) === idKey) index.entries.delete(key);
    }
  }

  findIndex(name: string): Index | undefined {
    return this.indexes.find((i) => i.spec.name === name);
  }

  /**
   * Adds an index, building it over existing documents. Returns false if an identical index exists.
   * Throws on conflicting specs or, for unique indexes, on existing duplicates.
   */
  addIndex(spec: IndexSpec): boolean {
    if (sameKeyPattern(spec, ID_INDEX_SPEC)) {
      if (spec.unique !== undefined) {
        throw new CommandError(
          'InvalidIndexSpecificationOption',
          "The field 'unique' is not valid for an _id index specification.",
        );
      }
      return false;
    }
    if (spec.name === '_id_') {
      throw new CommandError('BadValue', "The index name '_id_' is reserved for the _id index");
    }
    const sameName = this.findIndex(spec.name);
    if (sameName) {
      if (sameIndexOptions(sameName.spec, spec)) return false;
      throw new CommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    const sameKey = this.indexes.find((i) => sameKeyPattern(i.spec, spec));
    if (sameKey) {
      if (sameIndexOptions(sameKey.spec, spec)) {
        throw new CommandError(
          'IndexOptionsConflict',
          `Index already exists with a different name: ${sameKey.spec.name}`,
        );
      }
      throw new CommandError(
        'IndexKeySpecsConflict',
        `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameKey.spec)}`,
      );
    }
    const index = new Index(spec);
    if (index.entries) {
      for (const [idKey, doc] of this.docs) {
        for (const { key, values } of index.keysFor(doc)) {
          const owner = index.entries.get(key);
          if (owner !== undefined && owner !== idKey) throw index.duplicateError(this.ns, values);
          index.entries.set(key, idKey);
        }
      }
    }
    this.indexes.push(index);
    return true;
  }

  dropIndex(name: string): void {
    const i = this.indexes.findIndex((x) => x.spec.name === name);
    if (i >= 0) this.indexes.splice(i, 1);
  }

  /**
   * Candidate documents for a filter through `_id` or unique-index equality, or undefined when the
   * collection must be scanned. `exact` is true when the candidates need no further matching.
   */
  lookup(filter: Doc): { docs: Doc[]; exact: boolean } | undefined {
    const keys = Object.keys(filter);
    if (keys.length === 0) return undefined;
    if ('_id' in filter) {
      const values = equalityValues(filter._id);
      if (values) {
        const docs: Doc[] = [];
        const seen = new Set<string>();
        for (const v of values) {
          const k = keyOf(v);
          if (seen.has(k)) continue;
          seen.add(k);
          const d = this.docs.get(k);
          if (d) docs.push(d);
        }
        return { docs, exact: keys.length === 1 };
      }
    }
    for (const index of this.indexes) {
      if (!index.entries || index.hasPartialFilter) continue;
      const values: unknown[] = [];
      for (const field of index.fields) {
        const vals = field in filter ? equalityValues(filter[field]) : undefined;
        if (!vals || vals.length !== 1 || vals[0] === null) break;
        values.push(vals[0]);
      }
      if (values.length !== index.fields.length) continue;
      const owner = index.entries.get(index.lookupKey(values));
      const doc = owner === undefined ? undefined : this.docs.get(owner);
      return { docs: doc ? [doc] : [], exact: false };
    }
    return undefined;
  }
}

/** The values of an equality condition usable for a hash lookup (`v`, `{$eq: v}`, `{$in: [...]}`), if any. */
function equalityValues(cond: unknown): unknown[] | undefined {
  if (isSimpleValue(cond)) return [cond];
  if (!isPlainObject(cond)) return undefined;
  const keys = Object.keys(cond);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$eq' && isSimpleValue(cond.$eq)) return [cond.$eq];
  if (keys[0] === '$in' && Array.isArray(cond.$in) && cond.$in.every(isSimpleValue)) return cond.$in;
  return undefined;
}

function isSimpleValue(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v !== 'object') return true;
  if (Array.isArray(v) || v instanceof RegExp) return false;
  if (isPlainObject(v)) return false;
  const tag = (v as { _bsontype?: string })._bsontype;
  return tag !== 'BSONRegExp' && tag !== 'DBRef';
}
