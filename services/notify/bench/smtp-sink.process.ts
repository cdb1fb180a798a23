import { startSmtpSink } from '@hiti/local';

/** An SMTP sink in a process of its own (as a mail server would be); prints its URL, stops on SIGTERM. */
const sink = await startSmtpSink();
console.log(sink.url);
process.once('SIGTERM', () => {
  sink.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
