import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-internal-token"]',
  'res.headers["set-cookie"]',
];

export function loggerOptions(service: string, level: string): FastifyServerOptions['logger'] {
  return { level, base: { service }, redact: REDACTED_PATHS };
}
