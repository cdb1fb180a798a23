/**
 * Contact mail throughput: enquiries posted to notify's API (stored and queued) and sent by notify's mail
 * worker into an SMTP sink, against nodemailer sending the same mails straight to an SMTP sink. The API,
 * the worker (as deployed), each sender, each sink and this process (which sends the load and keeps time)
 * run in processes of their own. One warm-up of each side, then alternating rounds and the median of the
 * per-round ratios; a self-check row (the direct sender against an identical copy of itself) must read
 * 0.95-1.05 or the run is invalid (exit code 2).
 * Goal: the queued path keeps at least half the throughput of sending directly.
 *
 *   npm run bench -w @hiti/notify
 *
 * REDIS_URL / MONGO_URL point it at existing servers; otherwise redis-server and the docstore start here.
 */
import { randomBytes } from 'node:crypto';
import { alternate, inSelfCheckBand, throughputRatio, type Pairing } from '@hiti/bench/ab';
import { notifyRoutes } from '@hiti/contracts';
import { ServiceClient } from '@hiti/service-kit';
import { contactBodies } from './contacts';
import {
  notifyBenchEnv,
  startBenchDeps,
  startDirectSender,
  startNotifyProcess,
  startSinkProcess,
  type BenchSink,
} from './deps';

const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Enquiries in flight at once, as from many visitors. */
const CONCURRENCY = 16;

/** A side of a pairing: sends `MAILS` mails and resolves once its sink holds them. */
function side(sink: BenchSink, send: (tag: string) => Promise<void>) {
  let expected = 0;
  let round = 0;
  return async () => {
    round += 1;
    expected += MAILS;
    const started = performance.now();
    await send(`r${round}`);
    await sink.received(expected);
    const seconds = (performance.now() - started) / 1000;
    return {
      ok: MAILS,
      failed: 0,
      perSecond: MAILS / seconds,
      p50: Number.NaN,
      p99: Number.NaN,
      statuses: {},
    };
  };
}

async function postAll(client: ServiceClient, tag: string): Promise<void> {
  const waiting = contactBodies(MAILS, tag);
  const sender = async () => {
    for (let body = waiting.shift(); body; body = waiting.shift()) {
      await client.exchange(notifyRoutes.sendContact, { body });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
}

function row(label: string, goal: string, met: boolean, pairing: Pairing): string {
  const rates = (results: Pairing['system']) =>
    results.map((result) => result.perSecond.toFixed(0)).join(' / ');
  return `| ${label} | ${pairing.ratio.toFixed(2)}x | ${goal} | ${met ? 'yes' : 'NO'} | ${rates(pairing.system)} | ${rates(pairing.baseline)} |`;
}

async function main(): Promise<number> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const deps = await startBenchDeps();
    stops.push(deps.stop);
    const start = async <T extends { stop(): Promise<void> }>(started: Promise<T>): Promise<T> => {
      const helper = await started;
      stops.push(helper.stop);
      return helper;
    };
    const notifySink = await start(startSinkProcess());
    const directSink = await start(startSinkProcess());
    const copySink = await start(startSinkProcess());
    const notifyEnv = notifyBenchEnv(deps, notifySink.url, randomBytes(3).toString('hex'));
    // As deployed: the API stores and queues, a worker process of its own sends.
    const notifyApiEnv = { ...notifyEnv, MAIL_WORKER: 'false' };
    const notify = await start(startNotifyProcess(notifyApiEnv));
    await start(startNotifyProcess({ ...notifyApiEnv, MAIL_WORKER: 'true' }));
    const direct = await start(startDirectSender(directSink.url));
    const copy = await start(startDirectSender(copySink.url));
    const client = new ServiceClient('notify', notify.url, notifyEnv.INTERNAL_TOKEN ?? '');

    const directSide = side(directSink, (tag) => direct.send(tag, MAILS));
    console.error('self-check: direct sender against a copy of itself ...');
    const selfCheck = await alternate(
      side(copySink, (tag) => copy.send(tag, MAILS)),
      directSide,
      ROUNDS,
      throughputRatio,
    );
    console.error('notify (outbox, queue, worker) against the direct sender ...');
    const queued = await alternate(
      side(notifySink, (tag) => postAll(client, tag)),
      directSide,
      ROUNDS,
      throughputRatio,
    );

    const valid = inSelfCheckBand(selfCheck.ratio);
    console.log(
      [
        `Contact mail throughput: ${ROUNDS} alternating rounds of ${MAILS} mails, ${CONCURRENCY} enquiries in flight.`,
        `notify, each sender, each SMTP sink and the load in processes of their own. Run ${valid ? 'VALID' : 'INVALID: the self-check is outside 0.95-1.05'}.`,
        '',
        '| Scenario | Ratio (median) | Goal | Met | System per round (mails/s) | Baseline per round (mails/s) |',
        '|---|---|---|---|---|---|',
        row('self-check: direct sender copy / direct sender', '0.95-1.05', valid, selfCheck),
        row(
          'POST /contact: stored, queued, sent by the worker / nodemailer directly',
          '>= 0.50x',
          queued.ratio >= 0.5,
          queued,
        ),
      ].join('\n'),
    );
    return valid ? 0 : 2;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
