import type { FastifyInstance } from 'fastify';

/** Every /api route module, registered under the /api prefix. */
export async function apiRoutes(_app: FastifyInstance): Promise<void> {}
