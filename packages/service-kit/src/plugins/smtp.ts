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

export function createMailer(options: SmtpPluginOptions): Transporter {
  const url = new URL(options.url);
  const transportOptions: SMTPPool.Options = {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ignoreTLS: url.searchParams.get('tls') === 'off',
    pool: true,
    maxConnections: options.pool === false ? 1 : 4,
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
