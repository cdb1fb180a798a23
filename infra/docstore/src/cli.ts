#!/usr/bin/env -S npx tsx
/**
 * docstore command line: `docstore --port 27017 --data ./data/db`
 *
 *   --port <n>        TCP port (default 27017; 0 picks a free port)
 *   --host <addr>     interface to listen on (default 127.0.0.1)
 *   --data <dir>      data directory (default ./data/db)
 *   --in-memory       keep data in memory only (no --data)
 *   --log-level <l>   pino level (default info)
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { startDocstore } from './index.js';

const USAGE =
  'usage: docstore [--port 27017] [--host 127.0.0.1] [--data ./data/db | --in-memory] [--log-level info]';

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '27017' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        'in-memory': { type: 'boolean', default: false },
        'log-level': { type: 'string', default: 'info' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`docstore: invalid --port ${values.port}\n${USAGE}`);
    process.exit(2);
  }
  if (values['in-memory'] && values.data) {
    console.error(`docstore: --data and --in-memory exclude each other\n${USAGE}`);
    process.exit(2);
  }
  const logger = pino({ name: 'docstore', level: values['log-level'] });
  const dataDir = values['in-memory'] ? undefined : (values.data ?? './data/db');
  let store;
  try {
    store = await startDocstore({ port, host: values.host, dataDir, logger });
  } catch (err) {
    logger.fatal({ err }, (err as Error).message);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'docstore: shutting down');
    store.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'docstore: error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
