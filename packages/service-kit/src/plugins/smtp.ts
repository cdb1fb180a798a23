import { connect } from 'node:net';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Transporter;
  }
}

export interface SmtpPluginOptions {
  url: string;
  /** Pooled connections for throughput; one message at a time per connection. */
  pool?: boolean;
}

/** How long opening a connection to the SMTP server may take (nodemailer's own default). */
const CONNECT_TIMEOUT_MS = 120_000;

/**
 * Opens each SMTP connection with Nagle's algorithm off. A mail ends with a small write (the closing dot)
 * right after the large one of its body; Nagle holds the small one back until the server acknowledges the
 * body, and the server delays that acknowledgement (40 ms on Linux) while it waits for the end: one stall
 * per mail, which capped a connection at about 22 mails a second.
 */
function openWithoutNagle(host: string, port: number): NonNullable<SMTPPool.Options['getSocket']> {
  return (_options, callback) => {
    const socket = connect({ host, port, noDelay: true, timeout: CONNECT_TIMEOUT_MS });
    const failed = (error: Error) => {
      socket.destroy();
      callback(error, null);
    };
    const timedOut = () => failed(new Error(`connecting to ${host}:${port} timed out`));
    socket.once('timeout', timedOut);
    socket.once('error', failed);
    socket.once('connect', () => {
      socket.off('error', failed);
      socket.off('timeout', timedOut);
      socket.setTimeout(0);
      callback(null, { connection: socket });
    });
  };
}

export function createMailer(options: SmtpPluginOptions): Transporter {
  const url = new URL(options.url);
  const host = url.hostname;
  const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 25));
  const transportOptions: SMTPPool.Options = {
    host,
    port,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ignoreTLS: url.searchParams.get('tls') === 'off',
    pool: true,
    maxConnections: options.pool === false ? 1 : 4,
    getSocket: openWithoutNagle(host, port),
  };
  return nodemailer.createTransport(transportOptions);
}

async function smtpPlugin(app: FastifyInstance, options: SmtpPluginOptions): Promise<void> {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
  app.addDependencyWatch('smtp', async () => {
    await mailer.verify();
  });
  app.addHook('onClose', async () => {
    mailer.close();
  });
}

export const smtp = fp(smtpPlugin, { name: 'hiti-smtp', dependencies: ['hiti-health'] });
