import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ServiceClient } from '@hiti/service-kit';
import type { GatewayConfig } from '../config';

export interface Services {
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

/** HTTP clients of the five services; readiness asks each of them. */
async function servicesPlugin(app: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  const { config } = options;
  const services: Services = {
    catalog: new ServiceClient('catalog', config.CATALOG_URL, config.INTERNAL_TOKEN),
    content: new ServiceClient('content', config.CONTENT_URL, config.INTERNAL_TOKEN),
    identity: new ServiceClient('identity', config.IDENTITY_URL, config.INTERNAL_TOKEN),
    media: new ServiceClient('media', config.MEDIA_URL, config.INTERNAL_TOKEN),
    notify: new ServiceClient('notify', config.NOTIFY_URL, config.INTERNAL_TOKEN),
  };
  app.decorate('services', services);
  for (const client of Object.values(services)) {
    app.addHealthCheck(client.name, async () => {
      await client.call('/health/ready');
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(services).map((client) => client.close()));
  });
}

export const services = fp(servicesPlugin, { name: 'gateway-services', dependencies: ['hiti-health'] });
