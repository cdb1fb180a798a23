/**
 * Command dispatch: finds the handler for a command document, turns failures into `{ok: 0}` replies and
 * answers unknown commands with CommandNotFound (logged, never fatal).
 */
import { CommandError, errorReply } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import type { CommandReply } from '../wire/reply.js';
import { aggregateCommands } from './aggregate.js';
import { catalogCommands } from './catalog.js';
import type { CommandContext, CommandHandler } from './context.js';
import { readCommands } from './find.js';
import { handshakeCommands } from './handshake.js';
import { writeCommands } from './write.js';

const HANDLERS = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...readCommands,
    ...writeCommands,
    ...catalogCommands,
    ...aggregateCommands,
  }),
);

const TRANSACTION_FIELDS = ['txnNumber', 'startTransaction', 'autocommit'];

function commandName(cmd: Doc): string | undefined {
  for (const key in cmd) return key;
  return undefined;
}

function failure(err: unknown, ctx: CommandContext, name: string): Doc {
  if (err instanceof CommandError) return errorReply(err);
  ctx.logger.error({ err, command: name }, 'docstore: command failed unexpectedly');
  const message = err instanceof Error ? err.message : String(err);
  return errorReply(new CommandError('InternalError', message));
}

/** Runs one command. Returns synchronously when the command needs no disk wait. */
export function dispatch(cmd: Doc, ctx: CommandContext): CommandReply | Promise<CommandReply> {
  const name = commandName(cmd) ?? '';
  const handler = HANDLERS.get(name);
  if (!handler) {
    ctx.logger.warn({ command: name, db: ctx.db }, 'docstore: unsupported command');
    return errorReply(new CommandError('CommandNotFound', `no such command: '${name}'`));
  }
  if (TRANSACTION_FIELDS.some((f) => f in cmd)) {
    return errorReply(
      new CommandError(
        'IllegalOperation',
        'Transaction numbers are only allowed on a replica set member or mongos',
      ),
    );
  }
  let result: CommandReply | Promise<CommandReply>;
  try {
    result = handler(cmd, ctx);
  } catch (err) {
    // Changes made before the failure (an implicitly created collection, say) are made durable first.
    const reply = failure(err, ctx, name);
    return ctx.store.sync().then(
      () => reply,
      () => reply,
    );
  }
  if (result instanceof Promise) {
    return result.catch(async (err: unknown) => {
      await ctx.store.sync().catch(() => undefined);
      return failure(err, ctx, name);
    });
  }
  return result;
}
