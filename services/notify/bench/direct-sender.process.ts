import { createMailer } from '@hiti/service-kit';
import { buildContactMail } from '../src/domain/contact-mail';
import { senderDomain } from '../src/domain/message-id';
import { BENCH_FROM, contactBodies, contactJobOf } from './contacts';
import { serveLines } from './line-process';

/**
 * The baseline: nodemailer (pooled, as notify's worker uses it) sending the mails notify would send
 * straight to an SMTP server, in a process of its own. `send <tag> <n>` answers `sent <n>`.
 */
const url = process.argv[2];
if (!url) throw new Error('usage: direct-sender.process.ts <smtp url>');
const mailer = createMailer({ url });
const domain = senderDomain(BENCH_FROM);
console.log('ready');
serveLines(async (command) => {
  const match = /^send (\S+) (\d+)$/.exec(command);
  if (!match) throw new Error(`unknown command: ${command}`);
  const bodies = contactBodies(Number(match[2]), match[1] ?? '');
  await Promise.all(
    bodies.map((body) =>
      mailer.sendMail({ from: BENCH_FROM, ...buildContactMail(contactJobOf(body), domain, 'mk') }),
    ),
  );
  return `sent ${bodies.length}`;
});
process.once('SIGTERM', () => {
  mailer.close();
  process.exit(0);
});
