/**
 * The baseline: a bare Fastify process answering every GET with the bytes of one file, as the system
 * under test answers that route (same bytes, same content type and encoding), and nothing else. Prints
 * its port.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

async function main(): Promise<void> {
  const [file, contentType = 'application/json; charset=utf-8', contentEncoding] = process.argv.slice(2);
  if (!file) throw new Error('usage: bare-server <file> [content-type] [content-encoding]');
  const body = readFileSync(file);
  const headers = {
    'content-type': contentType,
    ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
  };
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.headers(headers).send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`LISTENING ${(app.server.address() as AddressInfo).port}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
