import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { createRedis, redisReady } from '../redis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

export interface RedisPluginOptions {
  url: string;
}

async function redisPlugin(app: FastifyInstance, options: RedisPluginOptions): Promise<void> {
  const redis = createRedis(options.url);
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
  if (!(await redisReady(redis))) app.log.warn('redis is not reachable yet; running degraded');
  app.decorate('redis', redis);
  app.addHealthCheck('redis', async () => {
    await redis.ping();
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
}

export const redis = fp(redisPlugin, { name: 'hiti-redis', dependencies: ['hiti-health'] });
