/**
 * 1,000 contact mails through the whole path (outbox, queue `mail`, worker, SMTP) into the SMTP sink,
 * against nodemailer sending the same 1,000 mails straight to the sink, in the same run.
 * Goal: the queued path keeps at least half the throughput of sending directly.
 *
 *   npm run bench -w services/notify
 *
 * REDIS_URL / MONGO_URL point it at existing servers; otherwise redis-server and the docstore start here.
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { startSmtpSink, type StartedSmtpSink } from '@hiti/local';
import { createMailer, loadConfig } from '@hiti/service-kit';
import type { ContactMailJob } from '@hiti/contracts';
import { buildApp } from '../src/app';
import { notifyEnvSchema } from '../src/config';
import { buildContactMail, contactMailSubject } from '../src/domain/contact-mail';
import { contactJobId } from '../src/domain/job-ids';
import { notifyBenchEnv, startBenchDeps } from './deps';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const FROM = 'Hiti Kamina <no-reply@hitikamina.mk>';

function contactJobs(count: number, tag: string): ContactMailJob[] {
  return Array.from({ length: count }, (_, index) => ({
    messageId: new Types.ObjectId().toHexString(),
    to: 'info@hitikamina.mk',
    replyTo: `visitor${index}@example.com`,
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: '+389 70 123 456',
    subject: `${tag} enquiry ${index}`,
    message: 'Good day, I would like an offer for a wood stove with installation.\nThank you.',
    language: index % 2 ? 'al' : 'mk',
  }));
}

async function untilReceived(sink: StartedSmtpSink, count: number): Promise<void> {
  await sink.waitFor(() => sink.messages.length >= count, 300_000);
}

async function direct(sink: StartedSmtpSink, jobs: ContactMailJob[]): Promise<number> {
  const mailer = createMailer({ url: sink.url });
  const started = performance.now();
  await Promise.all(
    jobs.map((job) => {
      const mail = buildContactMail(job, 'hitikamina.mk');
      return mailer.sendMail({ from: FROM, ...mail });
    }),
  );
  await untilReceived(sink, jobs.length);
  const seconds = (performance.now() - started) / 1000;
  mailer.close();
  return jobs.length / seconds;
}

async function queued(
  sink: StartedSmtpSink,
  jobs: ContactMailJob[],
  env: Record<string, string>,
): Promise<number> {
  const app = await buildApp({ config: loadConfig(notifyEnvSchema, env) });
  await app.ready();
  try {
    const started = performance.now();
    await Promise.all(
      jobs.map((job) =>
        app.mail.submit({
          name: 'contact.message',
          data: job,
          jobId: contactJobId(job.messageId),
          to: job.to,
          subject: contactMailSubject(job),
        }),
      ),
    );
    await untilReceived(sink, jobs.length);
    return jobs.length / ((performance.now() - started) / 1000);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const deps = await startBenchDeps();
  const run = randomBytes(3).toString('hex');
  try {
    const warmSink = await startSmtpSink();
    await direct(warmSink, contactJobs(100, 'warm-up'));
    await queued(warmSink, contactJobs(100, 'warm-up'), notifyBenchEnv(deps, warmSink.url, `${run}w`));
    await warmSink.stop();

    const directSink = await startSmtpSink();
    const directRate = await direct(directSink, contactJobs(MAILS, 'direct'));
    await directSink.stop();

    const queuedSink = await startSmtpSink();
    const queuedRate = await queued(
      queuedSink,
      contactJobs(MAILS, 'queued'),
      notifyBenchEnv(deps, queuedSink.url, run),
    );
    await queuedSink.stop();

    const ratio = queuedRate / directRate;
    console.log(`mail throughput, ${MAILS} mails into the SMTP sink`);
    console.log(`  nodemailer directly:          ${directRate.toFixed(0)} mails/s`);
    console.log(`  outbox + queue + worker:      ${queuedRate.toFixed(0)} mails/s`);
    console.log(
      `  ratio queued/direct: ${ratio.toFixed(2)}x (goal >= 0.5x) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await deps.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
