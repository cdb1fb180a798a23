/**
 * Aggregation pipelines. `$match`, `$sort`, `$skip`, `$limit` and `$count` run here with MongoDB's
 * comparison rules; the other stages (`$group`, `$project`, `$unwind`, `$addFields`, `$lookup`, ...)
 * run in mingo, one stage at a time, on copies of the stored documents.
 */
import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo';
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { compileFilter } from './matcher.js';
import { mingoOptions } from './mingo-context.js';
import { isNumeric, toDouble } from './numbers.js';
import { sortDocs } from './sort.js';
import { CommandError } from '../errors.js';

export type CollectionResolver = (name: string) => Doc[];

const WRITE_STAGES = new Set(['$out', '$merge']);
const UNSUPPORTED_STAGES = new Set([
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$geoNear',
  '$unionWith',
]);

/** Stages whose expressions compute on values: numbers are handed to mingo as plain JS numbers. */
const EXPRESSION_STAGES = new Set([
  '$group',
  '$bucket',
  '$bucketAuto',
  '$addFields',
  '$set',
  '$project',
  '$facet',
  '$sortByCount',
  '$replaceRoot',
  '$replaceWith',
  '$redact',
  '$setWindowFields',
]);

function promoteNumbers(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(promoteNumbers);
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = promoteNumbers(v[k]);
    return out;
  }
  if (typeof v === 'object' && v !== null && isNumeric(v)) return toDouble(v);
  return v;
}

function isSimpleProjection(spec: unknown): boolean {
  return (
    isPlainObject(spec) &&
    Object.values(spec).every((x) => typeof x === 'boolean' || (isNumeric(x) && [0, 1].includes(toDouble(x))))
  );
}

function toCount(v: unknown, stage: string): number {
  if (!isNumeric(v)) throw new CommandError('BadValue', `invalid argument to ${stage} stage: ${String(v)}`);
  const n = toDouble(v);
  if (!Number.isInteger(n) || n < 0)
    throw new CommandError('BadValue', `invalid argument to ${stage} stage: ${n}`);
  return n;
}

export function runPipeline(input: Doc[], pipeline: Doc[], resolve: CollectionResolver): Doc[] {
  let docs = input;
  for (const stage of pipeline) {
    if (!isPlainObject(stage))
      throw new CommandError('TypeMismatch', 'Each element of the pipeline must be an object');
    const keys = Object.keys(stage);
    if (keys.length !== 1) {
      throw new CommandError(
        'Location40323',
        'A pipeline stage specification object must contain exactly one field.',
      );
    }
    const op = keys[0] as string;
    const arg = stage[op];
    switch (op) {
      case '$match': {
        if (!isPlainObject(arg))
          throw new CommandError('Location15959', 'the match filter must be an expression in an object');
        const match = compileFilter(arg);
        docs = docs.filter((d) => match(d));
        continue;
      }
      case '$sort':
        docs = sortDocs(docs, arg);
        continue;
      case '$skip':
        docs = docs.slice(toCount(arg, '$skip'));
        continue;
      case '$limit': {
        const n = toCount(arg, '$limit');
        if (n === 0) throw new CommandError('Location15958', 'the limit must be positive');
        docs = docs.slice(0, n);
        continue;
      }
      case '$count': {
        if (typeof arg !== 'string' || arg === '' || arg.startsWith('$') || arg.includes('.')) {
          throw new CommandError(
            'Location40156',
            'the count field must be a non-empty string without $ or .',
          );
        }
        docs = docs.length > 0 ? [{ [arg]: docs.length }] : [];
        continue;
      }
      default:
        break;
    }
    if (WRITE_STAGES.has(op) || UNSUPPORTED_STAGES.has(op)) {
      throw new CommandError('NotImplemented', `${op} is not supported by docstore`);
    }
    const promote = EXPRESSION_STAGES.has(op) && !(op === '$project' && isSimpleProjection(arg));
    const source = promote ? docs.map((d) => promoteNumbers(d) as Doc) : docs;
    try {
      const agg = new Aggregator(
        [stage],
        mingoOptions({
          processingMode: promote ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
          collectionResolver: resolve,
        }),
      );
      docs = agg.run(source) as Doc[];
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/unregistered pipeline operator/.test(message)) {
        throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${op}'`);
      }
      throw new CommandError('BadValue', message);
    }
  }
  return docs;
}
