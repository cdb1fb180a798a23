/** The aggregate command: a pipeline over one collection, answered with a cursor. */
import { CommandError } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { runPipeline } from '../query/aggregate.js';
import { checkCollation, optionalBool, optionalDoc } from './context.js';
import type { CommandHandler } from './context.js';
import { firstBatchReply } from './cursor-batch.js';
import { checkHint, selectDocs } from './query-exec.js';

const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  if (typeof target !== 'string') {
    throw new CommandError(
      'NotImplemented',
      'database-level aggregation ({aggregate: 1}) is not supported by docstore',
    );
  }
  checkCollation(cmd);
  if (optionalBool(cmd, 'explain'))
    throw new CommandError('NotImplemented', 'explain is not supported by docstore');
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline))
    throw new CommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  const cursor = optionalDoc(cmd, 'cursor');
  if (!cursor)
    throw new CommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  const batchSize = typeof cursor.batchSize === 'number' ? cursor.batchSize : undefined;

  const coll = ctx.store.getCollection(ctx.db, target);
  if (coll) checkHint(coll, cmd.hint);
  const stages = pipeline as Doc[];
  // A leading $match can use the _id / unique-index lookup.
  let input: Doc[];
  let rest = stages;
  const first = stages[0];
  if (first && isPlainObject(first) && isPlainObject(first.$match) && Object.keys(first).length === 1) {
    input = selectDocs(coll, first.$match);
    rest = stages.slice(1);
  } else {
    input = coll ? [...coll.docs.values()] : [];
  }
  const resolve = (name: string): Doc[] => [...(ctx.store.getCollection(ctx.db, name)?.docs.values() ?? [])];
  const out = runPipeline(input, rest, resolve);
  return firstBatchReply(ctx, `${ctx.db}.${target}`, out, { batchSize });
};

export const aggregateCommands = { aggregate };
