import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS } from '@hiti/contracts';
import { internalHeaders, startIdentity } from './support';

const MAX_FAILURES = 5;
let app: FastifyInstance;

beforeAll(async () => {
  // Nothing listens on port 9: Redis is down for the whole file.
  app = await startIdentity('identity_throttle_no_redis', {
    REDIS_URL: 'redis://127.0.0.1:9',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'right-password-123',
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
  });
});

afterAll(async () => {
  await app?.close();
});

function verify(password: string, address: string) {
  return app.inject({
    method: 'POST',
    url: '/credentials/verify',
    headers: { ...internalHeaders(), [INTERNAL_HEADERS.clientAddress]: address },
    payload: { username: 'admin', password },
  });
}

describe('login throttle while Redis is down', () => {
  it('keeps counting in process instead of letting every guess through', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < MAX_FAILURES + 3; attempt += 1) {
      codes.push((await verify(`guess-${attempt}`, '198.51.100.7')).statusCode);
    }
    expect(codes).toEqual([...Array<number>(MAX_FAILURES).fill(401), 429, 429, 429]);
  });

  it('still lets the owner in from another address', async () => {
    expect((await verify('right-password-123', '198.51.100.8')).statusCode).toBe(200);
  });
});
