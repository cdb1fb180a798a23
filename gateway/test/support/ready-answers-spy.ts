import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/** Tells `record` of every request the gateway receives: answered before Fastify (true) or left to it (false). */
export function spyOnReadyAnswers(gateway: FastifyInstance, record: (answeredEarly: boolean) => void): void {
  const serve = gateway.readyAnswers.serve.bind(gateway.readyAnswers);
  vi.spyOn(gateway.readyAnswers, 'serve').mockImplementation((request, response) => {
    const answered = serve(request, response);
    record(answered);
    return answered;
  });
}
