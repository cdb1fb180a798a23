import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_QUEUE, jobTraceOf } from '@hiti/contracts';
import type { MailContent } from '../domain/mail-content';
import { describeFailure, isPermanentSmtpFailure } from '../domain/smtp-failure';
import { TEXT_KEPT, assertEveryJobHandled, isMailJobName, renderMail, type MailHandlers } from './handlers';
import type { MailOutbox } from './outbox';

export interface MailWorkerOptions {
  connection: Redis;
  prefix: string;
  concurrency: number;
  handlers: MailHandlers;
  outbox: MailOutbox;
  mailer: Transporter;
  from: string;
  logger: FastifyBaseLogger;
}

function isFinalAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** Whether the queue will not run a job that just failed again (`attemptsMade` already counts this one). */
function isGivenUp(job: Job, error: Error): boolean {
  return error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
}

const INTERRUPTED =
  'Sending was interrupted too often (the mail worker stopped while sending it). Send it again if it did not arrive.';

/**
 * Sends the mail of each job and records every attempt in the outbox. An SMTP 5xx fails the job
 * for good; anything else is retried with the queue's backoff until the attempts run out.
 */
export function startMailWorker(options: MailWorkerOptions): Worker {
  assertEveryJobHandled(options.handlers);
  const { outbox, logger } = options;

  const send = async (job: Job): Promise<void> => {
    const jobId = job.id ?? '';
    if (!isMailJobName(job.name)) throw new UnrecoverableError(`unknown mail job ${job.name}`);
    const start = await outbox.startAttempt(jobId);
    if (start.kind === 'already-sent') return;
    if (start.kind === 'unknown') throw new UnrecoverableError(`no outbox entry for job ${jobId}`);

    let mail: MailContent;
    try {
      mail = renderMail(options.handlers, job.name, job.data);
    } catch (error) {
      await outbox.markAttemptFailed(jobId, 'The mail could not be rendered from its job.', true);
      throw new UnrecoverableError(describeFailure(error));
    }
    try {
      await options.mailer.sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    } catch (error) {
      const permanent = isPermanentSmtpFailure(error);
      await outbox.markAttemptFailed(jobId, describeFailure(error), permanent || isFinalAttempt(job));
      if (permanent) throw new UnrecoverableError(describeFailure(error));
      throw error;
    }
    await outbox.markSent(jobId, mail.messageId, TEXT_KEPT[job.name] ? mail.text : null);
    logger.info({ job: jobId, requestId: jobTraceOf(job.data).requestId }, 'mail sent');
  };

  const worker = new Worker(MAIL_QUEUE, send, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
  });
  worker.on('failed', (job, error) => {
    logger.warn(
      { job: job?.id, requestId: jobTraceOf(job?.data).requestId, attempts: job?.attemptsMade, err: error },
      'mail attempt failed',
    );
    // A job failed by the queue itself (it stalled too often) never reached `send`'s own bookkeeping.
    if (job?.id && isGivenUp(job, error)) {
      outbox.markGivenUp(job.id, INTERRUPTED).catch((failure: unknown) => {
        logger.error({ err: failure, job: job.id }, 'failed mail not marked in the outbox');
      });
    }
  });
  worker.on('error', (error) => logger.warn({ err: error }, 'mail worker error'));
  return worker;
}
