import fp from 'fastify-plugin';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ErrorCode, RouteRoles } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { SESSION_COOKIE } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api route. */
    roles?: RouteRoles;
    /** The error a signed-in admin without one of the roles gets (default FORBIDDEN). */
    forbidden?: ErrorCode;
  }
  interface FastifyInstance {
    /** Every /api route with the roles it declares: the one table of who may call what. */
    routeRoles: RouteRoleEntry[];
  }
}

export interface RouteRoleEntry {
  method: string;
  url: string;
  roles: RouteRoles;
}

const methodsOf = (method: HTTPMethods | HTTPMethods[]) => (Array.isArray(method) ? method : [method]);

/**
 * Roles sit on each route as config and are enforced here, once, for every route: 401 without a valid
 * session, 403 with a session of another role. An /api route that declares no roles stops the boot.
 */
async function routeRolesPlugin(app: FastifyInstance): Promise<void> {
  const table: RouteRoleEntry[] = [];
  app.decorate('routeRoles', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const roles = route.config?.roles;
    if (roles === undefined) throw new Error(`${route.method} ${route.url} declares no roles`);
    for (const method of methodsOf(route.method)) {
      if (method !== 'HEAD') table.push({ method, url: route.url, roles });
    }
  });

  // Before the body is read: a caller without the role never gets a large upload or import parsed.
  app.addHook('onRequest', async (request, reply) => {
    const { roles, forbidden } = request.routeOptions.config;
    if (roles === undefined || roles === 'public') return;
    const admin = await request.readSession();
    if (!admin) {
      request.log.warn({ url: request.url, ip: request.ip }, 'unauthenticated call to a protected route');
      if (request.cookies[SESSION_COOKIE]) app.clearSession(reply);
      throw new AppError('UNAUTHENTICATED');
    }
    if (!roles.includes(admin.role)) {
      request.log.warn({ url: request.url, admin: admin.username, role: admin.role }, 'forbidden call');
      throw new AppError(forbidden ?? 'FORBIDDEN');
    }
  });
}

export const routeRoles = fp(routeRolesPlugin, {
  name: 'gateway-route-roles',
  dependencies: ['gateway-session'],
});
