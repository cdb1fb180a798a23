/**
 * Write commands: insert, update, delete, findAndModify. Changes are applied in memory and logged in the
 * same tick; the reply is sent only after the log is on disk.
 */
import { CommandError, writeErrorEntry } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { asCommandError } from '../query/matcher.js';
import { compileProjection } from '../query/projection.js';
import {
  checkCollation,
  collectionArg,
  docArray,
  optionalBool,
  optionalDoc,
  optionalInt,
} from './context.js';
import type { CommandContext, CommandHandler } from './context.js';
import { deleteDocuments, prepareNewDocument, updateDocuments } from './write-ops.js';
import type { UpdateSpec } from '../query/update.js';
import type { CommandReply } from '../wire/reply.js';

function toCommandError(err: unknown, ctx: CommandContext): CommandError {
  if (err instanceof CommandError) return err;
  ctx.logger.error({ err }, 'docstore: unexpected error in a write');
  return asCommandError(err);
}

/** Waits until the changes are durable, then returns the reply. */
async function acknowledged(ctx: CommandContext, reply: Doc): Promise<CommandReply> {
  await ctx.store.sync();
  return reply;
}

function withWriteErrors(reply: Doc, errors: Doc[]): Doc {
  if (errors.length > 0) reply.writeErrors = errors;
  reply.ok = 1;
  return reply;
}

const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'insert');
  const docs = docArray(cmd, 'documents');
  const ordered = optionalBool(cmd, 'ordered') ?? true;
  ctx.store.assertWritable();
  const errors: Doc[] = [];
  let n = 0;
  if (docs.length > 0) {
    const coll = ctx.store.ensureCollection(ctx.db, name);
    for (let i = 0; i < docs.length; i++) {
      try {
        ctx.store.insert(coll, prepareNewDocument(docs[i] as Doc));
        n += 1;
      } catch (err) {
        errors.push(writeErrorEntry(i, toCommandError(err, ctx)));
        if (ordered) break;
      }
    }
  }
  return acknowledged(ctx, withWriteErrors({ n }, errors));
};

function updateSpecOf(stmt: Doc): UpdateSpec {
  const u = stmt.u;
  if (Array.isArray(u)) return u as Doc[];
  if (!isPlainObject(u))
    throw new CommandError('FailedToParse', "Update statement needs a 'u' object or pipeline");
  return u;
}

const update: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'update');
  const statements = docArray(cmd, 'updates');
  const ordered = optionalBool(cmd, 'ordered') ?? true;
  ctx.store.assertWritable();
  const errors: Doc[] = [];
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < statements.length; i++) {
    const stmt = statements[i] as Doc;
    try {
      checkCollation(stmt);
      const q = optionalDoc(stmt, 'q') ?? {};
      const result = updateDocuments(
        ctx.store,
        { db: ctx.db, name },
        {
          query: q,
          update: updateSpecOf(stmt),
          multi: optionalBool(stmt, 'multi') ?? false,
          upsert: optionalBool(stmt, 'upsert') ?? false,
          arrayFilters: Array.isArray(stmt.arrayFilters) ? (stmt.arrayFilters as Doc[]) : undefined,
          hint: stmt.hint,
        },
      );
      if (result.upsertedId !== undefined) {
        upserted.push({ index: i, _id: result.upsertedId });
        n += 1;
      } else {
        n += result.matched;
        nModified += result.modified;
      }
    } catch (err) {
      errors.push(writeErrorEntry(i, toCommandError(err, ctx)));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  return acknowledged(ctx, withWriteErrors(reply, errors));
};

const del: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'delete');
  const statements = docArray(cmd, 'deletes');
  const ordered = optionalBool(cmd, 'ordered') ?? true;
  ctx.store.assertWritable();
  const errors: Doc[] = [];
  let n = 0;
  for (let i = 0; i < statements.length; i++) {
    const stmt = statements[i] as Doc;
    try {
      checkCollation(stmt);
      const q = optionalDoc(stmt, 'q') ?? {};
      const limit = optionalInt(stmt, 'limit') ?? 0;
      if (limit !== 0 && limit !== 1)
        throw new CommandError('BadValue', 'The limit field in delete objects must be 0 or 1.');
      n += deleteDocuments(ctx.store, { db: ctx.db, name }, q, limit === 1, undefined, stmt.hint).length;
    } catch (err) {
      errors.push(writeErrorEntry(i, toCommandError(err, ctx)));
      if (ordered) break;
    }
  }
  return acknowledged(ctx, withWriteErrors({ n }, errors));
};

const findAndModify: CommandHandler = (cmd, ctx) => {
  const commandName = 'findAndModify' in cmd ? 'findAndModify' : 'findandmodify';
  const name = collectionArg(cmd, commandName);
  checkCollation(cmd);
  ctx.store.assertWritable();
  const query = optionalDoc(cmd, 'query') ?? {};
  const sort = optionalDoc(cmd, 'sort');
  const remove = optionalBool(cmd, 'remove') ?? false;
  const returnNew = optionalBool(cmd, 'new') ?? false;
  const upsertFlag = optionalBool(cmd, 'upsert') ?? false;
  const project = compileProjection(optionalDoc(cmd, 'fields'), query);
  const shape = (d: Doc | undefined): Doc | null => (d ? (project ? project(d) : d) : null);

  if (remove) {
    if (cmd.update !== undefined)
      throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (upsertFlag)
      throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    const [removed] = deleteDocuments(ctx.store, { db: ctx.db, name }, query, true, sort, cmd.hint);
    return acknowledged(ctx, { lastErrorObject: { n: removed ? 1 : 0 }, value: shape(removed), ok: 1 });
  }
  const u = cmd.update;
  if (u === undefined)
    throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (!isPlainObject(u) && !Array.isArray(u))
    throw new CommandError('FailedToParse', "'update' must be an object or a pipeline");
  const result = updateDocuments(
    ctx.store,
    { db: ctx.db, name },
    {
      query,
      update: u as UpdateSpec,
      multi: false,
      upsert: upsertFlag,
      arrayFilters: Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined,
      sort,
      hint: cmd.hint,
    },
  );
  const lastErrorObject: Doc = {
    n: result.upsertedId !== undefined ? 1 : result.matched,
    updatedExisting: result.matched > 0,
  };
  if (result.upsertedId !== undefined) lastErrorObject.upserted = result.upsertedId;
  const value = returnNew ? shape(result.after) : shape(result.before);
  return acknowledged(ctx, { lastErrorObject, value, ok: 1 });
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
};
