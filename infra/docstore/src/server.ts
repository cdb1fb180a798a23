/** The TCP server: accepts connections and hands each to a Connection. */
import net from 'node:net';
import type { Logger } from 'pino';
import { Connection } from './connection.js';
import type { ServerContext } from './commands/context.js';

export class WireServer {
  private readonly server: net.Server;
  private readonly connections = new Set<Connection>();
  private nextConnectionId = 1;
  private readonly logger: Logger;

  constructor(context: ServerContext) {
    this.logger = context.logger;
    this.server = net.createServer((socket) => {
      const conn = new Connection(this.nextConnectionId++, socket, context);
      this.connections.add(conn);
      this.logger.debug(
        { connectionId: conn.id, remote: socket.remoteAddress },
        'docstore: connection opened',
      );
      socket.on('close', () => {
        this.connections.delete(conn);
        this.logger.debug({ connectionId: conn.id }, 'docstore: connection closed');
      });
    });
    this.server.maxConnections = 10_000;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Stops accepting, closes every connection and waits for the listener to close. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const c of this.connections) c.close();
      this.connections.clear();
    });
  }
}
