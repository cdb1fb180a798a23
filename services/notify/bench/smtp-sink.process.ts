import { startSmtpSink } from '@hiti/local';
import { serveLines } from './line-process';

/**
 * An SMTP sink in a process of its own (as a mail server would be). Prints its URL; `wait <n>` answers
 * `received <n>` once it holds n messages in all; stops on SIGTERM.
 */
const sink = await startSmtpSink({ keepInMemory: true });
console.log(sink.url);
serveLines(async (command) => {
  const total = Number(/^wait (\d+)$/.exec(command)?.[1] ?? Number.NaN);
  if (!Number.isInteger(total)) throw new Error(`unknown command: ${command}`);
  await sink.waitFor(() => sink.messages.length >= total, 300_000);
  return `received ${sink.messages.length}`;
});
process.once('SIGTERM', () => {
  sink.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
