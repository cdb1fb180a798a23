import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError, ServiceClient, createApp } from '../src';

const token = 'internal-token-for-tests';
let service: FastifyInstance;
let client: ServiceClient;

beforeAll(async () => {
  service = createApp({ service: 'echo', internalToken: token });
  service.post('/echo', async (request) => ({
    body: request.body,
    caller: request.caller,
    requestId: request.id,
  }));
  service.get('/missing', async () => {
    throw new AppError('PRODUCT_NOT_FOUND');
  });
  await service.listen({ host: '127.0.0.1', port: 0 });
  client = new ServiceClient(
    'echo',
    `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`,
    token,
  );
});

afterAll(async () => {
  await client.close();
  await service.close();
});

describe('ServiceClient', () => {
  it('carries the token, the request id and the caller to the service', async () => {
    const response = await client.call<{ body: unknown; caller: unknown; requestId: string }>('/echo', {
      method: 'POST',
      body: { hello: 'world' },
      requestId: 'abc-1',
      caller: { id: 7, role: 'product_manager', username: 'ana' },
    });
    expect(response.data).toEqual({
      body: { hello: 'world' },
      caller: { id: 7, role: 'product_manager', username: 'ana' },
      requestId: 'abc-1',
    });
  });

  it("turns the service's error answer into the same coded error", async () => {
    await expect(client.call('/missing')).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      statusCode: 404,
    });
  });

  it('is refused by the service without the token', async () => {
    const stranger = new ServiceClient(
      'echo',
      `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`,
      'wrong-token-xxxxxxxx',
    );
    await expect(stranger.call('/echo', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await stranger.close();
  });

  it('reports an unreachable service as a dependency outage', async () => {
    const nowhere = new ServiceClient('nowhere', 'http://127.0.0.1:9', token);
    await expect(nowhere.call('/x')).rejects.toMatchObject({
      code: 'DEPENDENCY_UNAVAILABLE',
      statusCode: 503,
    });
    await nowhere.close();
  });

  describe('against a service that accepts but never finishes answering', () => {
    let frozen: Server;
    let frozenUrl: string;

    beforeAll(async () => {
      frozen = createServer((socket) => {
        socket.once('data', (chunk) => {
          // Headers of the answer for /half, nothing at all for the other paths.
          if (chunk.toString().includes('/half')) {
            socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{');
          }
        });
      });
      await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
      frozenUrl = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      frozen.close();
    });

    it.each(['/silent', '/half'])(
      'gives up on %s after the total timeout with a dependency outage',
      async (path) => {
        const impatient = new ServiceClient('frozen', frozenUrl, token, { connectMs: 200, totalMs: 300 });
        await expect(impatient.call(path)).rejects.toMatchObject({
          code: 'DEPENDENCY_UNAVAILABLE',
          statusCode: 503,
        });
        await expect(impatient.callBytes(path)).rejects.toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
        await impatient.close().catch(() => undefined);
      },
    );

    it('gives up on a stream whose headers never come', async () => {
      const impatient = new ServiceClient('frozen', frozenUrl, token, { connectMs: 200, totalMs: 300 });
      await expect(impatient.stream('/silent')).rejects.toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
      await impatient.close().catch(() => undefined);
    });
  });
});
