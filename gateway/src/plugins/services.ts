import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ServiceClient } from '@hiti/service-kit';
import type { GatewayConfig } from '../config';

interface Services {
  catalog: ServiceClient;
  content: ServiceClient;
  identity: ServiceClient;
  media: ServiceClient;
  notify: ServiceClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** HTTP clients of the five services, each watched (never part of the gateway's own readiness). */
async function servicesPlugin(app: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  const { config } = options;
  const timeouts = { connectMs: config.SERVICE_CONNECT_TIMEOUT_MS, totalMs: config.SERVICE_TIMEOUT_MS };
  const client = (name: keyof Services, url: string) =>
    new ServiceClient(name, url, config.INTERNAL_TOKEN, timeouts);
  const services: Services = {
    catalog: client('catalog', config.CATALOG_URL),
    content: client('content', config.CONTENT_URL),
    identity: client('identity', config.IDENTITY_URL),
    media: client('media', config.MEDIA_URL),
    notify: client('notify', config.NOTIFY_URL),
  };
  app.decorate('services', services);
  for (const client of Object.values(services)) {
    app.addDependencyWatch(client.name, async () => {
      await client.call('/health/ready');
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(services).map((client) => client.close()));
  });
}

export const services = fp(servicesPlugin, { name: 'gateway-services', dependencies: ['hiti-health'] });
