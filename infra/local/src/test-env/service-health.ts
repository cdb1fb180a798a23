import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from './internal-headers';

async function readiness(app: FastifyInstance) {
  // Connections may still be opening right after start-up; readiness turns green once they are.
  let response = await app.inject({ method: 'GET', url: '/health/ready' });
  for (let tries = 0; response.statusCode !== 200 && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await app.inject({ method: 'GET', url: '/health/ready' });
  }
  return response;
}

/** The checks every service passes: readiness of its dependencies, internal-only access, the JSON 404. */
export function describeServiceBasics(service: string, app: () => FastifyInstance): void {
  describe(`${service} health and internal access`, () => {
    it('reports every dependency as up', async () => {
      const response = await readiness(app());
      expect(response.statusCode).toBe(200);
      const { dependencies } = response.json<{ dependencies: Record<string, { status: string }> }>();
      expect(Object.keys(dependencies).length).toBeGreaterThanOrEqual(2);
      for (const dependency of Object.values(dependencies)) expect(dependency.status).toBe('up');
    });

    it('answers only calls that carry the internal token', async () => {
      const response = await app().inject({ method: 'GET', url: '/anything' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    });

    it('answers an unknown route with 404 in the one error shape', async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/no-such-route',
        headers: internalHeaders(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: expect.any(String) } });
    });
  });
}
