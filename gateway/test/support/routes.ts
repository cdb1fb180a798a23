import type { FastifyInstance } from 'fastify';

/** The registered routes under /api, read from Fastify's route tree (method and full path). */
export function registeredApiRoutes(gateway: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of gateway.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (path.startsWith('/api/') && method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}
