import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { counter } from '@hiti/service-kit';
import type { MailQueue } from './queue';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Mail queue depth by state, and what became of each attempt this process made. */
export function watchMailQueue(app: FastifyInstance, queue: MailQueue, worker: Worker | null): void {
  new Gauge({
    name: 'hiti_mail_queue_jobs',
    help: 'Mail jobs in the queue by state',
    labelNames: ['state'],
    registers: [app.metrics],
    async collect() {
      try {
        const counts = await queue.queue.getJobCounts(...STATES);
        for (const state of STATES) this.set({ state }, counts[state] ?? 0);
      } catch {
        this.reset(); // Redis unreachable: no figure rather than a wrong one
      }
    },
  });
  if (!worker) return;
  const attempts = counter(app, 'hiti_mail_attempts_total', 'Mail sending attempts by outcome', ['outcome']);
  worker.on('completed', () => attempts.inc({ outcome: 'sent' }));
  worker.on('failed', (job) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
    attempts.inc({ outcome: final ? 'failed' : 'retried' });
  });
}
