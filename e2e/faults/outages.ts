import { JSON_WRITE, send, type Answer } from './client';
import { pidOf, type Launched } from './system';

export interface OutagePhase {
  name: string;
  requests: number;
  maxAnswerMs: number;
  unavailable: number;
  /** 503 answers that do not say when to try again. */
  unavailableWithoutRetryAfter: number;
  otherServerErrors: number;
  cachedReadsServed: number;
  cachedReads: number;
  recoveredWithoutRestart: boolean;
  /** Contact messages sent at once from one address during the fault, and how many were accepted (limit 5). */
  contactBurst: { sent: number; accepted: number };
}

/** Contact messages a client address may send per minute. */
export const CONTACT_LIMIT = 5;
const CONTACT_BURST = 8;
let burstAddress = 0;

/** Sends a burst of contact messages from one address of its own; answers how many were accepted. */
async function contactBurst(base: string, name: string): Promise<number> {
  burstAddress += 1;
  const answers = await Promise.all(
    Array.from({ length: CONTACT_BURST }, (_, index) =>
      send(base, '/api/contact', {
        method: 'POST',
        headers: { ...JSON_WRITE, 'x-forwarded-for': `198.51.100.${burstAddress}` },
        body: JSON.stringify({
          name: 'Fault suite',
          email: 'faults@example.com',
          phone: '070 123 456',
          subject: `${name} ${index}`,
          message: 'One of a burst from one address while a dependency is in trouble.',
        }),
        timeoutMs: 20_000,
      }),
    ),
  );
  return answers.filter((answer) => answer.status === 202).length;
}

/** The longest any answer may take while a dependency hangs: the 2 s service timeout with a wide margin. */
export const HANG_BOUND_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads and writes at a steady rate while `fault` runs; then waits for the system to answer normally. */
async function underLoad(
  launched: Launched,
  cookie: string,
  name: string,
  fault: () => Promise<void>,
  ready: () => Promise<boolean>,
): Promise<OutagePhase> {
  const base = launched.base;
  const phase: OutagePhase = {
    name,
    requests: 0,
    maxAnswerMs: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    otherServerErrors: 0,
    cachedReadsServed: 0,
    cachedReads: 0,
    recoveredWithoutRestart: false,
    contactBurst: { sent: CONTACT_BURST, accepted: 0 },
  };
  let running = true;
  let counter = 0;
  const record = (answer: Answer, cached: boolean) => {
    phase.requests += 1;
    phase.maxAnswerMs = Math.max(phase.maxAnswerMs, answer.ms);
    if (answer.status === 503) {
      phase.unavailable += 1;
      if (!(Number(answer.headers.get('retry-after')) > 0)) phase.unavailableWithoutRetryAfter += 1;
    } else if (answer.status >= 500 || answer.status === 0) phase.otherServerErrors += 1;
    if (cached) {
      phase.cachedReads += 1;
      if (answer.status === 200) phase.cachedReadsServed += 1;
    }
  };
  const worker = async () => {
    while (running) {
      counter += 1;
      record(await send(base, '/api/products', { timeoutMs: 20_000 }), true);
      record(await send(base, '/api/categories', { timeoutMs: 20_000 }), true);
      record(await send(base, '/api/site-content', { timeoutMs: 20_000 }), true);
      record(await send(base, `/api/products?search=uncached-${counter}`, { timeoutMs: 20_000 }), false);
      record(
        await send(base, '/api/categories', {
          method: 'POST',
          headers: { ...JSON_WRITE, cookie },
          body: JSON.stringify({ name: { mk: `Outage ${name} ${counter}` } }),
          timeoutMs: 20_000,
        }),
        false,
      );
    }
  };
  const workers = Array.from({ length: 4 }, () => worker());
  await sleep(1000);
  const faultDone = fault();
  await sleep(500);
  phase.contactBurst.accepted = await contactBurst(base, name);
  await faultDone;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !(await ready())) await sleep(250);
  phase.recoveredWithoutRestart = await ready();
  running = false;
  await Promise.all(workers);
  return phase;
}

/** SIGSTOP / SIGKILL of catalog, content and Redis under load, one after the other. */
export async function outages(launched: Launched, cookie: string): Promise<OutagePhase[]> {
  const base = launched.base;
  // Warm the cache of the reads the load repeats.
  for (const path of ['/api/products', '/api/categories', '/api/site-content']) await send(base, path);
  const uncachedOk = async () =>
    (await send(base, `/api/products?search=probe-${Date.now()}`)).status === 200 &&
    (await send(launched.management, '/health/ready')).status === 200;
  const freeze = (service: string, ms: number) => async () => {
    const pid = await pidOf(launched, service);
    process.kill(pid, 'SIGSTOP');
    await sleep(ms);
    process.kill(pid, 'SIGCONT');
  };
  const kill = (service: string) => async () => {
    process.kill(await pidOf(launched, service), 'SIGKILL');
    await sleep(3000);
  };
  return [
    await underLoad(launched, cookie, 'catalog frozen 12 s (SIGSTOP)', freeze('catalog', 12_000), uncachedOk),
    await underLoad(launched, cookie, 'content frozen 12 s (SIGSTOP)', freeze('content', 12_000), uncachedOk),
    await underLoad(launched, cookie, 'catalog killed (SIGKILL)', kill('catalog'), uncachedOk),
    await underLoad(launched, cookie, 'content killed (SIGKILL)', kill('content'), uncachedOk),
    await underLoad(launched, cookie, 'Redis killed (SIGKILL)', kill('redis'), uncachedOk),
    await underLoad(launched, cookie, 'Redis frozen 8 s (SIGSTOP)', freeze('redis', 8_000), uncachedOk),
  ];
}
