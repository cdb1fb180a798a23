import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { freePort } from './free-port';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  file: string | null;
  receivedAt: Date;
}

/** A reply that makes the sink refuse a message, e.g. `{ code: 421 }` (retry later) or `{ code: 550 }`. */
export interface SinkRejection {
  code: number;
  message?: string;
}

export interface SmtpSinkOptions {
  /** Where each message is written as `<time>-<n>.eml`; in memory only when absent. */
  directory?: string;
  port?: number;
  /**
   * Whether received messages stay in `messages` (tests read them); a long-running sink that writes them
   * to `directory` passes false, so its memory does not grow with every mail.
   */
  keepInMemory?: boolean;
  /** Decides per message whether to refuse it; used to test retries and permanent failures. */
  reject?: (message: Omit<SinkMessage, 'file' | 'receivedAt'>) => SinkRejection | null;
}

export interface StartedSmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  stop(): Promise<void>;
}

function readStream(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function addressOf(entry: false | { address: string }): string {
  return entry ? entry.address : '';
}

/** An SMTP server that accepts every message and keeps it (and writes it to disk when asked). */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<StartedSmtpSink> {
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const messages: SinkMessage[] = [];
  const waiters = new Set<{
    predicate: (message: SinkMessage) => boolean;
    resolve: (m: SinkMessage) => void;
  }>();
  let counter = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, session: SMTPServerSession, callback) {
      readStream(stream)
        .then(async (raw) => {
          const envelope = {
            from: addressOf(session.envelope.mailFrom),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          };
          const rejection = options.reject?.(envelope);
          if (rejection) {
            const error = new Error(rejection.message ?? 'Refused by the test sink') as Error & {
              responseCode: number;
            };
            error.responseCode = rejection.code;
            callback(error);
            return;
          }
          counter += 1;
          const file = options.directory
            ? join(options.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${counter}.eml`)
            : null;
          // Accepted once written, as a mail server does; written without holding up the sink's other work.
          if (file) await writeFile(file, raw);
          const message: SinkMessage = { ...envelope, file, receivedAt: new Date() };
          if (options.keepInMemory !== false) messages.push(message);
          for (const waiter of waiters) {
            if (waiter.predicate(message)) {
              waiters.delete(waiter);
              waiter.resolve(message);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });

  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 15_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (message: SinkMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
