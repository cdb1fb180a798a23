import type { FastifyRequest } from 'fastify';
import type { Caller } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

/** The signed-in admin the gateway acts for; admin writes are recorded under that name. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
