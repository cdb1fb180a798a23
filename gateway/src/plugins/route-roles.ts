import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError, recordRouteRoles, type RouteRoleEntry } from '@hiti/service-kit';
import { SESSION_COOKIE } from './session';

/**
 * Roles sit on each route as config and are enforced here, once, for every route: 401 without a valid
 * session, 403 with a session of another role. An /api route not registered from its declaration in
 * contracts (`publicApi`, through `serveApiRoute`) stops the boot.
 */
async function routeRolesPlugin(app: FastifyInstance): Promise<void> {
  const table: RouteRoleEntry[] = [];
  app.decorate('routeRoles', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const roles = route.config?.roles;
    if (roles === undefined || !route.config?.apiRoute) {
      throw new Error(`${route.method} ${route.url} is not declared in the public API's route table`);
    }
    recordRouteRoles(table, route, roles);
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
