import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { INTERNAL_HEADERS } from '@hiti/contracts';

/** What a caller's own request id may be: short, and only characters that are harmless in logs and headers. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id a call arrived with (from a proxy in front of the gateway, or from the gateway in front of
 * a service) when it is well-formed; a new one otherwise, so a client cannot put whatever it likes into
 * every log line and answer of its request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[INTERNAL_HEADERS.requestId];
  return typeof sent === 'string' && WELL_FORMED_REQUEST_ID.test(sent) ? sent : randomUUID();
}
