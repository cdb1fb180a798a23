import { expect } from 'vitest';
import { CLIENT_HEADER } from '@hiti/contracts';
import type { TestSystem } from './system';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write to the gateway as the admin sends it: JSON when it has a body, the web client's header when it has
 * none (what CSRF protection asks of a bodiless write); signed in with `cookie` unless it is null.
 */
export function sendWrite(
  system: TestSystem,
  method: WriteMethod,
  url: string,
  payload: object | undefined,
  cookie: string | null,
) {
  return system.gateway.inject({
    method,
    url,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : { [CLIENT_HEADER.name]: CLIENT_HEADER.value }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A read that must answer 200, as its parsed body. */
export async function readOk<T>(system: TestSystem, url: string): Promise<T> {
  const response = await system.gateway.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
