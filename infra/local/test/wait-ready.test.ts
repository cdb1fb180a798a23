import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitReady } from '../src/wait-ready';

const servers: ReturnType<typeof createServer>[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A process that answers 503 until `readyAfter` requests have been refused. */
async function slowProcess(readyAfter: number): Promise<string> {
  let asked = 0;
  const server = createServer((_request, response) => {
    asked += 1;
    response.statusCode = asked > readyAfter ? 200 : 503;
    response.end(asked > readyAfter ? 'ok' : 'starting');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/health/ready`;
}

describe('waiting for a process to be ready', () => {
  it('waits for a slow process', async () => {
    const url = await slowProcess(3);
    await expect(waitReady(url, { name: 'catalog', onProgress: () => undefined })).resolves.toBeUndefined();
  });

  it('names the late process, not its port, when it never gets ready', async () => {
    const url = await slowProcess(Number.POSITIVE_INFINITY);
    await expect(waitReady(url, { name: 'notify-worker', timeoutMs: 600 })).rejects.toThrow(
      /^notify-worker was not ready after 1 s/,
    );
  });
});
