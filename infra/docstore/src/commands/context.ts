/** What command handlers get, and helpers to read command arguments. */
import type { Logger } from 'pino';
import type { CursorManager } from '../cursors.js';
import { CommandError } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { isNumeric, toDouble } from '../query/numbers.js';
import type { Store } from '../storage/store.js';
import type { CommandReply } from '../wire/reply.js';

export interface ServerContext {
  readonly store: Store;
  readonly cursors: CursorManager;
  readonly logger: Logger;
  readonly startedAt: Date;
}

export interface CommandContext extends ServerContext {
  /** Database the command runs against (`$db`). */
  readonly db: string;
  readonly connectionId: number;
  /** The command was sent as a legacy OP_QUERY (the handshake). */
  readonly legacy: boolean;
}

export type CommandHandler = (cmd: Doc, ctx: CommandContext) => CommandReply | Promise<CommandReply>;

const INVALID_COLLECTION_CHARS = /[\0$]/;

/** The collection named by the command's first field. */
export function collectionArg(cmd: Doc, commandName: string): string {
  const name = cmd[commandName];
  if (typeof name !== 'string') {
    throw new CommandError(
      'InvalidNamespace',
      `collection name has invalid type ${name === null ? 'null' : typeof name}`,
    );
  }
  if (name === '' || INVALID_COLLECTION_CHARS.test(name)) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${name}`);
  }
  return name;
}

export function optionalInt(cmd: Doc, field: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isNumeric(v)) throw new CommandError('TypeMismatch', `Field '${field}' should be a number`);
  return Math.trunc(toDouble(v));
}

export function optionalDoc(cmd: Doc, field: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw new CommandError('TypeMismatch', `Field '${field}' should be an object`);
  return v;
}

export function optionalBool(cmd: Doc, field: string): boolean | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  if (isNumeric(v)) return toDouble(v) !== 0;
  throw new CommandError('TypeMismatch', `Field '${field}' should be a boolean`);
}

export function docArray(cmd: Doc, field: string): Doc[] {
  const v = cmd[field];
  if (!Array.isArray(v)) throw new CommandError('TypeMismatch', `Field '${field}' should be an array`);
  for (const d of v)
    if (!isPlainObject(d)) throw new CommandError('TypeMismatch', `Elements of '${field}' should be objects`);
  return v as Doc[];
}

/** Only the simple binary collation is supported; reject others instead of silently comparing differently. */
export function checkCollation(cmd: Doc | undefined): void {
  const collation = cmd?.collation;
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation.locale === 'simple') return;
  throw new CommandError(
    'NotImplemented',
    'collations other than { locale: "simple" } are not supported by docstore',
  );
}
