/** Server errors with MongoDB's numeric codes and code names. */
import type { Doc } from './query/bson-types.js';

const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  Unauthorized: 13,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  EmptyFieldName: 56,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  NotImplemented: 238,
  InvalidIndexSpecificationOption: 197,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  Location40324: 40324,
  Location40323: 40323,
  Location40156: 40156,
  Location15958: 15958,
  Location15959: 15959,
  Location31254: 31254,
  Location17419: 17419,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields added to the error reply (e.g. keyPattern / keyValue of a duplicate key). */
  readonly extra: Doc;

  constructor(codeName: ErrorCodeName, message: string, extra: Doc = {}) {
    super(message);
    this.name = 'CommandError';
    this.codeName = codeName;
    this.code = ErrorCodes[codeName];
    this.extra = extra;
  }
}

/** The `{ok: 0, errmsg, code, codeName}` reply of a failed command. */
export function errorReply(err: CommandError): Doc {
  return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
}

/** The entry of a `writeErrors` array. */
export function writeErrorEntry(index: number, err: CommandError): Doc {
  return { index, code: err.code, errmsg: err.message, ...err.extra };
}
