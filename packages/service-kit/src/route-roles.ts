import fp from 'fastify-plugin';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ErrorCode, RouteRoles } from '@hiti/contracts';
import { AppError } from './errors';
import { OPERATIONAL_PATHS } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: `'public'`, or the roles of the signed-in admins it serves. */
    roles?: RouteRoles;
    /** The error a signed-in admin without one of the roles gets (default FORBIDDEN). */
    forbidden?: ErrorCode;
  }
  interface FastifyInstance {
    /** Every route with the roles it declares: the one table of who may call what. */
    routeRoles: RouteRoleEntry[];
  }
}

export interface RouteRoleEntry {
  method: string;
  url: string;
  roles: RouteRoles;
}

/** Records a route in the table, once per method (HEAD follows GET). */
export function recordRouteRoles(
  table: RouteRoleEntry[],
  route: { method: HTTPMethods | HTTPMethods[]; url: string },
  roles: RouteRoles,
): void {
  for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
    if (method !== 'HEAD') table.push({ method, url: route.url, roles });
  }
}

/**
 * The role check of a service: a route's `config.roles` names the roles of the admin the gateway must be
 * calling for (401 without one, 403 or the route's `forbidden` error for another role); a route without
 * roles serves any call that carries the internal token.
 */
async function serviceRouteRolesPlugin(app: FastifyInstance): Promise<void> {
  const table: RouteRoleEntry[] = [];
  app.decorate('routeRoles', table);

  app.addHook('onRoute', (route) => {
    if (OPERATIONAL_PATHS.test(route.url)) return;
    recordRouteRoles(table, route, route.config?.roles ?? 'public');
  });

  app.addHook('onRequest', async (request) => {
    const { roles, forbidden } = request.routeOptions.config;
    if (roles === undefined || roles === 'public') return;
    if (!request.caller) throw new AppError('UNAUTHENTICATED');
    if (!roles.includes(request.caller.role)) throw new AppError(forbidden ?? 'FORBIDDEN');
  });
}

export const serviceRouteRoles = fp(serviceRouteRolesPlugin, {
  name: 'hiti-service-route-roles',
  dependencies: ['hiti-internal-auth'],
});
