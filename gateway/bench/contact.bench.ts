/**
 * POST /api/contact (validate, rate limit, store, queue the mail, answer 202) against GET /health/live of
 * the same gateway, in the same run. Goal: the contact p99 stays within 2x the health p99.
 * Both routes get the same evenly paced traffic (BENCH_RATE requests/s, open loop: a request leaves every
 * 1/RATE s whether or not earlier ones have answered), which is what the goal compares; autocannon at full
 * speed (closed loop) follows for information.
 *
 *   npm run bench -w gateway
 *
 * REDIS_URL / MONGO_URL point it at existing servers; otherwise redis-server and the docstore start here.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@hiti/service-kit';
import {
  notifyBenchEnv,
  startBenchDeps,
  startNotifyProcess,
  startSinkProcess,
} from '../../services/notify/bench/deps';
import { buildApp as buildGateway } from '../src/app';
import { gatewayEnvSchema } from '../src/config';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const NOWHERE = 'http://127.0.0.1:9';

const contactBody = JSON.stringify({
  name: 'Ana Petrova',
  email: 'ana.petrova@example.com',
  phone: '+389 70 123 456',
  subject: 'Wood stove offer',
  message: 'Good day, I would like an offer for a wood stove with installation. Thank you.',
  language: 'mk',
});

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Measured {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

let visitor = 0;
/** Every request from another visitor address (X-Forwarded-For), as real traffic is; the limit is per address. */
function nextVisitor(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function measure(
  url: string,
  options: Partial<autocannon.Options>,
  seconds: number,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, ...options },
      (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const contactRequest: Partial<autocannon.Options> = {
  requests: [
    {
      method: 'POST',
      path: '/api/contact',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitor() },
        body: contactBody,
      }),
    },
  ],
};

interface PacedRequest {
  path: string;
  method: 'GET' | 'POST';
  headers?: () => Record<string, string>;
  body?: string;
}

/** Open-loop load: one request every 1/rate seconds, each timed from when it was due. */
async function paced(base: string, spec: PacedRequest, seconds: number): Promise<Measured> {
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      request(`${base}${spec.path}`, {
        method: spec.method,
        headers: spec.headers?.(),
        body: spec.body,
        dispatcher,
      }).then(
        async (response) => {
          await response.body.dump();
          if (response.statusCode >= 200 && response.statusCode < 300)
            latencies.push(performance.now() - due);
          else errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const pacedHealth: PacedRequest = { path: '/health/live', method: 'GET' };
const pacedContact: PacedRequest = {
  path: '/api/contact',
  method: 'POST',
  headers: () => ({ 'content-type': 'application/json', 'x-forwarded-for': nextVisitor() }),
  body: contactBody,
};

function show(name: string, result: Measured): string {
  return `    ${name.padEnd(20)} p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, ${result.perSecond.toFixed(0)}/s (${result.errors} errors)`;
}

async function main(): Promise<void> {
  const deps = await startBenchDeps();
  const sink = await startSinkProcess();
  const run = randomBytes(3).toString('hex');
  const notify = await startNotifyProcess(notifyBenchEnv(deps, sink.url, run));
  const gateway = await buildGateway({
    config: loadConfig(gatewayEnvSchema, {
      PORT: '0',
      LOG_LEVEL: 'warn',
      INTERNAL_TOKEN: 'bench-internal-token-0123456789',
      SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
      REDIS_URL: deps.redisUrl,
      REDIS_PREFIX: `bench-${run}`,
      TRUST_PROXY: 'true',
      CATALOG_URL: NOWHERE,
      CONTENT_URL: NOWHERE,
      IDENTITY_URL: NOWHERE,
      MEDIA_URL: NOWHERE,
      NOTIFY_URL: notify.url,
    }),
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const base = urlOf(gateway);
  try {
    await measure(`${base}/health/live`, {}, 2);
    await measure(base, contactRequest, 2);
    const health = await paced(base, pacedHealth, SECONDS);
    const contact = await paced(base, pacedContact, SECONDS);
    const ratio = contact.p99 / health.p99;
    console.log(`contact POST against the gateway health route, ${SECONDS} s each`);
    console.log(`  evenly paced, ${RATE} requests/s:`);
    console.log(show('GET /health/live', health));
    console.log(show('POST /api/contact', contact));
    console.log(
      `  ratio p99 contact/health: ${ratio.toFixed(2)}x (goal <= 2x) ${ratio <= 2 ? 'MET' : 'NOT MET'}`,
    );

    const fullHealth = await measure(`${base}/health/live`, {}, SECONDS);
    const fullContact = await measure(base, contactRequest, SECONDS);
    console.log(`  autocannon at full speed, ${CONNECTIONS} connections (closed loop, for information):`);
    console.log(show('GET /health/live', fullHealth));
    console.log(show('POST /api/contact', fullContact));
    console.log(`  ratio p99 contact/health: ${(fullContact.p99 / fullHealth.p99).toFixed(2)}x`);
  } finally {
    await gateway.close();
    await notify.stop();
    await sink.stop();
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
