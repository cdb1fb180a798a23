/**
 * docstore: an embedded, single-node server speaking the MongoDB wire protocol, for runs without a
 * MongoDB server. Durable on disk with `dataDir`, in memory without.
 *
 * @example
 *   const store = await startDocstore({ dataDir: './data/db' });
 *   await mongoose.connect(store.uri, { dbName: 'catalog' });
 *   // ...
 *   await store.stop();
 */
import { pino } from 'pino';
import type { Logger } from 'pino';
import { CursorManager } from './cursors.js';
import type { ServerContext } from './commands/context.js';
import { WireServer } from './server.js';
import { Store } from './storage/store.js';

export interface DocstoreOptions {
  /** TCP port; 0 or undefined picks a free port. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Directory for the write-ahead log and snapshots; without it, data lives in memory only. */
  dataDir?: string;
  /** A pino logger (default: pino at level DOCSTORE_LOG_LEVEL or 'warn'). */
  logger?: Logger;
  /** Idle cursors are closed after this long (default 10 minutes, like MongoDB). */
  cursorTimeoutMs?: number;
  /** The log is compacted into a snapshot when it grows past this size (default 64 MiB). */
  compactThresholdBytes?: number;
  /** How often TTL indexes remove expired documents (default 60 s). */
  ttlIntervalMs?: number;
}

export interface Docstore {
  /** `mongodb://host:port`; append a database name or pass `dbName` to the client. */
  uri: string;
  port: number;
  /** Stops listening, closes connections, flushes the log and releases the data directory. */
  stop(): Promise<void>;
}

export function defaultLogger(level = process.env.DOCSTORE_LOG_LEVEL ?? 'warn'): Logger {
  return pino({ name: 'docstore', level });
}

export async function startDocstore(options: DocstoreOptions = {}): Promise<Docstore> {
  const logger = options.logger ?? defaultLogger();
  const host = options.host ?? '127.0.0.1';
  const store = await Store.open({
    dataDir: options.dataDir,
    logger,
    compactThresholdBytes: options.compactThresholdBytes,
    ttlIntervalMs: options.ttlIntervalMs,
  });
  const cursors = new CursorManager(options.cursorTimeoutMs ?? 10 * 60 * 1000, logger);
  const context: ServerContext = { store, cursors, logger, startedAt: new Date() };
  const server = new WireServer(context);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    cursors.close();
    await store.close();
    throw err;
  }
  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const uri = `mongodb://${uriHost}:${port}`;
  logger.info({ uri, dataDir: options.dataDir ?? null, inMemory: !options.dataDir }, 'docstore: listening');

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await server.close();
      cursors.close();
      await store.close();
      logger.info({ uri }, 'docstore: stopped');
    })();
    return stopping;
  };
  return { uri, port, stop };
}

export { SnapshotCorruptError } from './storage/snapshot.js';
export { WalCorruptError } from './storage/store.js';
