import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/deps/free-port';

describe('freePort', () => {
  it('answers a port that can be listened on and fetched, below the local ports of outgoing connections', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/u)
      .map(Number);
    const port = await freePort();
    // 10080 is the last port fetch refuses as a "bad port"
    expect(port).toBeGreaterThan(10080);
    expect(port).toBeLessThan(ephemeralStart ?? 32768);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
