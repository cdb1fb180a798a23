import { errorMessage, errorStatus, type ErrorCode, type ErrorBody, type FieldIssue } from '@hiti/contracts';

/** An error with a stable code from the catalogue; the error handler turns it into the one wire shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldIssue[] | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: FieldIssue[]; cause?: unknown } = {}) {
    super(options.message ?? errorMessage(code), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus(code);
    this.details = options.details;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
