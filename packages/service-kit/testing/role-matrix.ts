import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS, ROLES, type InternalRoute, type Role, type RouteRoles } from '@hiti/contracts';
import type { RouteRoleEntry } from '../src/route-roles';

type Caller = Role | 'no caller';
const CALLERS: Caller[] = ['no caller', ...ROLES];
const PARAMETER_PROBES: Record<string, string> = { id: '999999', filename: 'missing.png' };

export interface RoleMatrixOptions {
  /** The service, built before the suite is declared (its table is read to make the cases). */
  app: FastifyInstance;
  internalToken: string;
  /** The routes the service is described by in contracts. */
  routes: Record<string, InternalRoute>;
  /** Paths to call instead of the route's own with parameters filled in (`'POST /x/:id'` -> path). */
  probeUrls?: Record<string, string>;
}

const nameOf = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
const sorted = (entries: RouteRoleEntry[]) => [...entries].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
const allowed = (roles: RouteRoles): readonly Caller[] => (roles === 'public' ? CALLERS : roles);

function probeUrl(entry: RouteRoleEntry, probeUrls: Record<string, string>): string {
  return (
    probeUrls[nameOf(entry)] ??
    entry.url.replace(/:(\w+)/g, (_match, name: string) => PARAMETER_PROBES[name] ?? 'probe')
  );
}

function callerHeaders(caller: Caller): Record<string, string> {
  if (caller === 'no caller') return {};
  return {
    [INTERNAL_HEADERS.userId]: '999',
    [INTERNAL_HEADERS.userRole]: caller,
    [INTERNAL_HEADERS.username]: `matrix-${caller}`,
  };
}

/**
 * The role matrix of a service, read from the table its role check keeps: the table holds exactly the
 * routes described in contracts with their roles, and every route answers every kind of caller as it says.
 */
export function describeRoleMatrix(service: string, options: RoleMatrixOptions): void {
  const { app, internalToken, routes, probeUrls = {} } = options;
  const table = app.routeRoles;

  describe(`role matrix of ${service}`, () => {
    it('registers exactly the routes described in contracts, with their roles', () => {
      const described = Object.values(routes).map((route) => ({
        method: route.method,
        url: route.path,
        roles: route.roles ?? ('public' as const),
      }));
      expect(sorted(table)).toEqual(sorted(described));
    });

    for (const entry of table) {
      it.each(CALLERS)(`${nameOf(entry)} as %s`, async (caller) => {
        const hasBody = entry.method !== 'GET' && entry.method !== 'DELETE';
        const response = await app.inject({
          method: entry.method as 'GET',
          url: probeUrl(entry, probeUrls),
          headers: {
            [INTERNAL_HEADERS.token]: internalToken,
            ...callerHeaders(caller),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: {} } : {}),
        });
        const where = `${nameOf(entry)} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (allowed(entry.roles).includes(caller)) {
          expect([401, 403], where).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, where).toBe(caller === 'no caller' ? 401 : 403);
        }
      });
    }
  });
}
