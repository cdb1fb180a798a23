/**
 * The load generator, run as a process of its own so that it never shares a CPU budget with what it
 * measures: reads a LoadSpec (JSON) from argv, sends the load, prints one LoadResult (JSON) line.
 */
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { loadSpecSchema, type LoadResult } from './load-spec';

type Spec = ReturnType<typeof loadSpecSchema.parse>;

/**
 * Where this run's distinct queries and client addresses start: each round is a process of its own, and
 * rounds that started from the same number would repeat the previous round's queries (answered from the
 * gateway's caches) and addresses (refused by the per-address rate limits).
 */
let sequence = randomInt(1 << 24);
function nextPath(spec: Spec): string {
  sequence += 1;
  if (!spec.distinctQuery) return spec.path;
  const separator = spec.path.includes('?') ? '&' : '?';
  return `${spec.path}${separator}${spec.distinctQuery}=${1_000_000 + sequence}`;
}

function nextHeaders(spec: Spec): Record<string, string> {
  if (!spec.distinctClient) return spec.headers;
  const n = sequence;
  return { ...spec.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const succeeded = (status: number | string) => Number(status) >= 200 && Number(status) < 300;

class Tally {
  readonly latencies: number[] = [];
  readonly statuses: Record<string, number> = {};
  failed = 0;

  add(status: number | 'error', milliseconds: number): void {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (succeeded(status)) this.latencies.push(milliseconds);
    else this.failed += 1;
  }

  result(seconds: number): LoadResult {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      ok: sorted.length,
      failed: this.failed,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      statuses: this.statuses,
    };
  }
}

async function closedLoop(spec: Spec, seconds: number, tally: Tally): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: seconds,
        requests: [
          {
            method: spec.method,
            setupRequest: (next) => ({
              ...next,
              path: nextPath(spec),
              headers: nextHeaders(spec),
              ...(spec.body === undefined ? {} : { body: spec.body }),
            }),
          },
        ],
      },
      (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) =>
      tally.add(statusCode, responseTime),
    );
  });
}

/** Sends one request every 1/rate seconds for `seconds`, on the connections of `dispatcher`. */
async function openLoop(spec: Spec, rate: number, seconds: number, dispatcher: Agent, tally: Tally) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Timers fire on whole milliseconds, up to one early: a request is never sent before it is due.
    while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
    const path = nextPath(spec);
    inFlight.push(
      request(`${spec.url}${path}`, {
        method: spec.method,
        headers: nextHeaders(spec),
        body: spec.body,
        dispatcher,
      }).then(
        async (response) => {
          await response.body.dump();
          tally.add(response.statusCode, performance.now() - due);
        },
        () => tally.add('error', performance.now() - due),
      ),
    );
  }
  await Promise.all(inFlight);
}

/** The warm-up (counted apart, reported only when it failed), then the measured seconds. */
async function measure(spec: Spec): Promise<LoadResult> {
  const warmup = new Tally();
  const tally = new Tally();
  const { rate } = spec;
  if (rate === undefined) {
    if (spec.warmupSeconds > 0) await closedLoop(spec, spec.warmupSeconds, warmup);
    await closedLoop(spec, spec.seconds, tally);
  } else {
    const dispatcher = new Agent({ connections: 256, keepAliveTimeout: 10_000 });
    if (spec.warmupSeconds > 0) await openLoop(spec, rate, spec.warmupSeconds, dispatcher, warmup);
    await openLoop(spec, rate, spec.seconds, dispatcher, tally);
    await dispatcher.close();
  }
  const result = tally.result(spec.seconds);
  // A failed answer during the warm-up fails the round like any other.
  for (const [status, count] of Object.entries(warmup.statuses)) {
    if (!succeeded(status)) result.statuses[status] = (result.statuses[status] ?? 0) + count;
  }
  return { ...result, failed: result.failed + warmup.failed };
}

async function main(): Promise<void> {
  const spec = loadSpecSchema.parse(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(`${JSON.stringify(await measure(spec))}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
