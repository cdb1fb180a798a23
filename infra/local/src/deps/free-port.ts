import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

/** Linux's own default, used when the range cannot be read. */
const DEFAULT_EPHEMERAL_START = 32768;
/** Above 10080, the highest port the fetch standard blocks ("bad port"): a site there cannot be fetched. */
const LOWEST_PORT = 10081;

/**
 * Where the kernel picks the local ports of outgoing connections. A port chosen now and listened on a
 * moment later (by a process being started) must lie below it: any connection opened meanwhile (to Redis,
 * to a service) could otherwise take it as its local port, and the listener would fail to start.
 */
function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/u);
    const port = Number(start);
    return Number.isInteger(port) && port > LOWEST_PORT ? port : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port free on 127.0.0.1 now, outside the range of outgoing connections' local ports. */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(LOWEST_PORT, end);
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${end}`);
}
