import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { listenManagement } from './management';

export interface RunServiceOptions {
  host: string;
  port: number;
  /** A separate port for /health/* and /metrics; they then answer 404 on `port`. */
  managementPort?: number;
  /** How long in-flight requests may take to finish after a stop signal. */
  shutdownTimeoutMs?: number;
}

/** Listens and closes gracefully on SIGINT/SIGTERM; a failed start exits non-zero. */
export async function runService(app: FastifyInstance, options: RunServiceOptions): Promise<void> {
  let closing = false;
  let management: Server | undefined;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      app.log.error('graceful stop timed out');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 10_000);
    timer.unref();
    management?.close();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (process.env.EXIT_WITH_PARENT === '1') {
    // The launcher holds our stdin open; when it goes away, even by SIGKILL, so do we.
    process.stdin.on('end', () => stop('parent exited'));
    process.stdin.resume();
  }
  try {
    if (options.managementPort !== undefined) {
      management = await listenManagement(app, options.host, options.managementPort);
    }
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
}

/** Runs a service's `main`, printing a configuration error without a stack trace. */
export function startMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
