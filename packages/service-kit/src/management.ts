import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { OPERATIONAL_PATHS } from './metrics';

const MANAGEMENT_HEADER = 'x-hiti-management';
/** Known only inside this process: a request carrying it came through the management port. */
const MANAGEMENT_KEY = randomUUID();

declare module 'fastify' {
  interface FastifyInstance {
    management: { separatePort: boolean };
  }
}

/** Health and metrics answer only through the management port once there is one. */
export function guardOperationalRoutes(app: FastifyInstance): void {
  const management = { separatePort: false };
  app.decorate('management', management);
  app.addHook('onRequest', async (request, reply) => {
    if (!management.separatePort || !OPERATIONAL_PATHS.test(request.url)) return;
    if (request.headers[MANAGEMENT_HEADER] === MANAGEMENT_KEY) return;
    // Answered here rather than by the app's not-found handler, which may render a whole page for it.
    return reply.status(404).send(new AppError('ROUTE_NOT_FOUND').toBody());
  });
}

/**
 * A plain HTTP server on its own port answering GET /health/* and /metrics from the app, so that port
 * can stay inside the cluster while the app's port is published.
 */
export async function listenManagement(app: FastifyInstance, host: string, port: number): Promise<Server> {
  app.management.separatePort = true;
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method !== 'GET' || !OPERATIONAL_PATHS.test(url)) {
      response.writeHead(404).end();
      return;
    }
    app.inject({ method: 'GET', url, headers: { [MANAGEMENT_HEADER]: MANAGEMENT_KEY } }).then(
      (answer) => {
        response.writeHead(answer.statusCode, {
          'content-type': String(answer.headers['content-type'] ?? ''),
        });
        response.end(answer.rawPayload);
      },
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
