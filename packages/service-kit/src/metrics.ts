import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this process; plugins add their own metrics to it. */
    metrics: Registry;
    /** Times answers given before Fastify's hooks (ready answers) in the request histogram. */
    answerTimer(answer: TimedAnswer): (seconds: number) => void;
  }
}

export interface TimedAnswer {
  method: string;
  /** The route pattern, as Fastify names it (`/api/products/:id`). */
  route: string;
  statusCode: number;
}

export const OPERATIONAL_PATHS = /^\/(health\/|metrics(\?|$))/;

/** Process metrics, request rate and latency by route, the watched dependencies, and GET /metrics. */
async function metricsPlugin(app: FastifyInstance, options: { service: string }): Promise<void> {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'hiti_dependency_up',
    help: 'Whether a watched dependency (SMTP, S3, a service) answered its last check (1) or not (0)',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, state] of Object.entries(app.watchedDependencies())) {
        if (state.status !== 'unknown') this.set({ dependency: name }, state.status === 'up' ? 1 : 0);
      }
    },
  });
  app.decorate('metrics', registry);
  app.decorate('answerTimer', (answer: TimedAnswer) => {
    const labelled = duration.labels({
      method: answer.method,
      route: answer.route,
      status_code: String(answer.statusCode),
    });
    return (seconds: number) => labelled.observe(seconds);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && OPERATIONAL_PATHS.test(route)) return;
    duration.observe(
      { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { logLevel: 'silent' }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
}

export const metrics = fp(metricsPlugin, { name: 'hiti-metrics', dependencies: ['hiti-health'] });

/** A counter on the app's registry (created once per name). */
export function counter(
  app: FastifyInstance,
  name: string,
  help: string,
  labelNames: string[] = [],
): Counter {
  const existing = app.metrics.getSingleMetric(name);
  if (existing instanceof Counter) return existing;
  return new Counter({ name, help, labelNames, registers: [app.metrics] });
}
