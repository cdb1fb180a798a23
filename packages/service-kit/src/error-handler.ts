import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from './errors';

interface DependencyDownError {
  name?: string;
  code?: string;
}

const dependencyErrorNames = new Set([
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNotConnectedError',
]);
const dependencyErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'UND_ERR_SOCKET']);

function isDependencyDown(error: DependencyDownError): boolean {
  return (
    dependencyErrorNames.has(error.name ?? '') ||
    dependencyErrorCodes.has(error.code ?? '') ||
    /Connection is closed|MaxRetriesPerRequest/.test(String((error as Error).message))
  );
}

function toAppError(error: FastifyError): AppError {
  if (isAppError(error)) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return new AppError('PAYLOAD_TOO_LARGE');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  // An address that cannot be decoded (`/products/%ZZ`) names nothing; it is no unreadable body.
  if (error.code === 'FST_ERR_BAD_URL') return new AppError('ROUTE_NOT_FOUND', { cause: error });
  if (error.code?.startsWith('FST_ERR_CTP_') || (error instanceof SyntaxError && error.statusCode === 400)) {
    return new AppError('MALFORMED_BODY');
  }
  if (error.validation) {
    return new AppError('VALIDATION_FAILED', {
      details: error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(root)',
        message: issue.message ?? 'is not valid',
      })),
    });
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED');
  if (isDependencyDown(error)) return new AppError('DEPENDENCY_UNAVAILABLE', { cause: error });
  // Any other client error of a plugin (a forbidden or unknown static path, a malformed multipart body).
  if (error.statusCode === 403 || error.statusCode === 404 || error.statusCode === 414) {
    return new AppError('ROUTE_NOT_FOUND', { cause: error });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('MALFORMED_BODY', { cause: error });
  }
  return new AppError('INTERNAL', { cause: error });
}

/** How long a client is asked to wait before trying again after a 503 (a dependency is down). */
export const RETRY_AFTER_SECONDS = 30;

function send(reply: FastifyReply, appError: AppError): FastifyReply {
  if (appError.statusCode === 503 && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  }
  return reply.status(appError.statusCode).send(appError.toBody());
}

/** Fastify's own early errors (router, content type) in the one error shape. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(error);
  request.log.info({ code: appError.code, status: appError.statusCode, err: error }, 'request rejected');
  void send(reply, appError);
}

/** Maps every error to `{error:{code,message,details?}}`; clients never see a stack trace. */
export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export async function answerNotFound(_request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  return reply.status(404).send(new AppError('ROUTE_NOT_FOUND').toBody());
}

export function installErrorHandling(app: FastifyInstance, notFound: NotFoundHandler = answerNotFound): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.statusCode }, 'request rejected');
    }
    return send(reply, appError);
  });
  app.setNotFoundHandler(notFound);
}
