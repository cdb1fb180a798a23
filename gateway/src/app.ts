import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createApp, events, redis } from '@hiti/service-kit';
import type { GatewayConfig } from './config';
import { audit } from './plugins/audit';
import { cache } from './plugins/cache';
import { cacheDroppingHandlers } from './plugins/cache-events';
import { insuredRateLimitStore } from './plugins/insured-rate-limit';
import { security } from './plugins/security';
import { services } from './plugins/services';
import { readyAnswers } from './plugins/ready-answers';
import { routeRoles } from './plugins/route-roles';
import { session } from './plugins/session';
import { signInSteps } from './plugins/sign-in-steps';
import { transfer } from './plugins/transfer';
import { spaNotFound, web } from './plugins/web';
import { apiRoutes } from './routes';
import { assetRoutes } from './routes/assets';
import { seoRoutes } from './routes/seo';

/** How long a per-address limit waits for Redis before it answers from this process's count. */
const RATE_LIMIT_REDIS_DEADLINE_MS = 250;

export interface BuildGatewayOptions {
  config: GatewayConfig;
  logger?: FastifyServerOptions['logger'];
}

function allowedOrigins(config: GatewayConfig): string[] {
  const extra = config.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [new URL(config.PUBLIC_URL).origin, ...extra];
}

/** The BFF: the whole documented /api surface, sessions and roles, caching, and the web app. */
export async function buildApp(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const { config } = options;
  const https = config.PUBLIC_URL.startsWith('https:');
  const app = createApp({
    service: 'gateway',
    logger: options.logger,
    trustProxy: config.TRUST_PROXY,
    notFoundHandler: spaNotFound,
    trackRequestIds: false,
  });

  // external
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(rateLimit, {
    global: false,
    store: insuredRateLimitStore(app.redis, `${config.REDIS_PREFIX}:rl:`, RATE_LIMIT_REDIS_DEADLINE_MS),
  });
  await app.register(security, { allowedOrigins: allowedOrigins(config), https });
  await app.register(transfer);
  await app.register(services, { config });

  // app
  await app.register(session, { secret: config.SESSION_SECRET, secureCookies: https });
  await app.register(signInSteps, { secret: config.SESSION_SECRET, secureCookies: https });
  await app.register(routeRoles);
  await app.register(audit);
  await app.register(cache, {
    prefix: config.REDIS_PREFIX,
    limits: {
      nearBytes: config.CACHE_MEMORY_BYTES,
      staleBytesPerNamespace: config.CACHE_LAST_GOOD_BYTES,
      staleReadsPerNamespace: config.CACHE_LAST_GOOD_READS,
    },
  });
  await app.register(readyAnswers, { maxBytes: config.READY_ANSWERS_MEMORY_BYTES });
  await app.register(events, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    consume: { as: 'gateway', handlers: cacheDroppingHandlers(app.cache) },
  });

  // routes
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(assetRoutes);
  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(web, {
    root: config.WEB_DIST,
    publicUrl: config.PUBLIC_URL,
    renderThreads: config.RENDER_THREADS,
  });

  return app;
}
