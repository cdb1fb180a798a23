import { availableParallelism } from 'node:os';
import { z } from 'zod';
import {
  DEFAULT_SERVICE_TIMEOUTS,
  logLevelSchema,
  portSchema,
  redisEnvSchema,
  secretSchema,
} from '@hiti/service-kit';

import { DEFAULT_CACHE_LIMITS } from './plugins/cache';
import { DEFAULT_READY_ANSWERS_BYTES } from './plugins/ready-answers';
import { trustProxySchema } from './trust-proxy';

const serviceUrl = z.url();

/** A thread per core but the one the event loop uses (at least one, at most four). */
function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export const gatewayEnvSchema = z
  .object({
    HOST: z.string().default('0.0.0.0'),
    PORT: portSchema.default(8080),
    /** Where /health/* and /metrics answer instead of PORT (kept off the public entry). */
    MANAGEMENT_PORT: portSchema.optional(),
    LOG_LEVEL: logLevelSchema,
    INTERNAL_TOKEN: secretSchema(16),
    SESSION_SECRET: secretSchema(32),
    CATALOG_URL: serviceUrl,
    CONTENT_URL: serviceUrl,
    IDENTITY_URL: serviceUrl,
    MEDIA_URL: serviceUrl,
    NOTIFY_URL: serviceUrl,
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /** Extra origins allowed to send writes, comma separated (the PUBLIC_URL origin always is). */
    ALLOWED_ORIGINS: z.string().default(''),
    WEB_DIST: z.string().optional(),
    /** Threads rendering public pages beside the event loop that answers requests. */
    RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(defaultRenderThreads()),
    TRUST_PROXY: trustProxySchema,
    /** Time allowed to connect to a service. */
    SERVICE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_SERVICE_TIMEOUTS.connectMs),
    /** Time allowed for a whole call to a service, answer included (long imports and uploads get more). */
    SERVICE_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_SERVICE_TIMEOUTS.totalMs),
    /** Memory of the near cache (answers kept in the process in front of Redis). */
    CACHE_MEMORY_BYTES: z.coerce.number().int().min(0).default(DEFAULT_CACHE_LIMITS.nearBytes),
    /** Memory of the ready answers (bodies with their compressed variants answered before routing). */
    READY_ANSWERS_MEMORY_BYTES: z.coerce.number().int().min(0).default(DEFAULT_READY_ANSWERS_BYTES),
    /** Bytes of last good answers kept in Redis per namespace (products, categories, site-content, pages). */
    CACHE_LAST_GOOD_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_CACHE_LIMITS.staleBytesPerNamespace),
    /** Reads per namespace that keep a last good answer. */
    CACHE_LAST_GOOD_READS: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_CACHE_LIMITS.staleReadsPerNamespace),
  })
  .extend(redisEnvSchema.shape);

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;
