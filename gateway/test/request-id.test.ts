import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from './support/system';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
});

afterAll(async () => {
  await system.close();
});

async function answeredId(sent: string): Promise<unknown> {
  const response = await system.gateway.inject({
    method: 'GET',
    url: '/api/auth/check',
    headers: { 'x-request-id': sent },
  });
  expect(response.statusCode).toBe(200);
  return response.headers['x-request-id'];
}

describe('X-Request-Id sent by a client', () => {
  it('is kept when it is well-formed (a proxy in front of the gateway names its requests)', async () => {
    expect(await answeredId('edge-7f3a.42_b')).toBe('edge-7f3a.42_b');
  });

  it('is replaced by a new id when it is too long or carries anything else', async () => {
    for (const sent of ['x'.repeat(65), 'forged id', '"}{"admin":true', '\u00e9t\u00e9']) {
      expect(await answeredId(sent), sent).toMatch(UUID);
    }
  });
});
