import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '@hiti/local';

export interface RedisGate {
  /** A redis:// URL that reaches the real Redis while the gate is open. */
  url: string;
  /** Cuts every connection and refuses new ones, like a Redis that went down. */
  close(): Promise<void>;
  open(): Promise<void>;
  /** Keeps every connection open but passes nothing on, like a Redis that hangs; `thaw` lets it all through. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/** A TCP pass-through in front of the test Redis, so a test can take "Redis" down and bring it back. */
export async function startRedisGate(redisUrl: string): Promise<RedisGate> {
  const target = new URL(redisUrl);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let frozen = false;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const gate = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        if (frozen) client.pause();
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      gate.once('error', reject);
      gate.listen(port, '127.0.0.1', () => {
        server = gate;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  const freeze = () => {
    frozen = true;
    for (const socket of sockets) socket.pause();
  };
  const thaw = () => {
    frozen = false;
    for (const socket of sockets) socket.resume();
  };

  await open();
  return { url: `redis://127.0.0.1:${port}`, close, open, freeze, thaw, stop: close };
}
