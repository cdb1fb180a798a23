import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiDownload, apiFetch, hasErrorCode, withQuery } from './client';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/ok')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ fine: true }));
      } else if (request.url === '/export.csv') {
        response
          .writeHead(200, {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products.csv"',
          })
          .end('id,name\r\n1,Камин\r\n');
      } else if (request.url === '/empty') {
        response.writeHead(204).end();
      } else if (request.url === '/coded') {
        response.writeHead(409, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists.' },
          }),
        );
      } else if (request.url === '/bare') {
        response.writeHead(503).end();
      } else {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function last(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('no request seen');
  return request;
}

describe('apiFetch', () => {
  it('answers the parsed JSON and sends the client header on reads without a content type', async () => {
    await expect(apiFetch(`${base}/ok`)).resolves.toEqual({ fine: true });
    expect(last().method).toBe('GET');
    expect(last().headers['x-hiti-client']).toBe('web');
    expect(last().headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type and the client header', async () => {
    await apiFetch(`${base}/ok`, { method: 'POST', json: { name: 'Kamina' } });
    expect(last()).toMatchObject({ method: 'POST', body: '{"name":"Kamina"}' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers['x-hiti-client']).toBe('web');
  });

  it('sends no content type on a write without a body', async () => {
    await apiFetch(`${base}/ok`, { method: 'DELETE' });
    expect(last().method).toBe('DELETE');
    expect(last().headers['content-type']).toBeUndefined();
    expect(last().headers['x-hiti-client']).toBe('web');
  });

  it('sends a file as it is with its content type and the client header', async () => {
    const bytes = new TextEncoder().encode('name,name_al\nКамин,Kamina\n');
    await apiFetch(`${base}/ok`, {
      method: 'POST',
      file: { bytes: bytes.buffer, contentType: 'text/csv' },
    });
    expect(last()).toMatchObject({ method: 'POST', body: 'name,name_al\nКамин,Kamina\n' });
    expect(last().headers['content-type']).toBe('text/csv');
    expect(last().headers['x-hiti-client']).toBe('web');
  });

  it('answers undefined for an empty success', async () => {
    await expect(apiFetch(`${base}/empty`)).resolves.toBeUndefined();
  });

  it('fails with "<status>: <body text>" and keeps the parsed code and message', async () => {
    const error = await apiFetch(`${base}/coded`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(
      '409: {"error":{"code":"CATEGORY_NAME_TAKEN","message":"A category with this name already exists."}}',
    );
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe('CATEGORY_NAME_TAKEN');
    expect(apiError.serverMessage).toBe('A category with this name already exists.');
    expect(hasErrorCode(apiError, 'CATEGORY_NAME_TAKEN')).toBe(true);
    expect(hasErrorCode(apiError, 'VALIDATION_FAILED')).toBe(false);
  });

  it('uses the body text as is when it is not the error shape', async () => {
    const error = (await apiFetch(`${base}/text`).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('500: boom');
    expect(error.code).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    const error = (await apiFetch(`${base}/bare`).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('checks the answer with a parser when given one', async () => {
    const parser = {
      parse: (input: unknown) => {
        if (typeof input === 'object' && input !== null && 'fine' in input) return 'checked';
        throw new Error('unexpected answer');
      },
    };
    await expect(apiFetch(`${base}/ok`, {}, parser)).resolves.toBe('checked');
  });

  it('puts only set query values on the address', async () => {
    await apiFetch(`${base}/ok`, { query: { type: 'hero', empty: '', none: undefined, flag: true } });
    expect(last().url).toBe('/ok?type=hero&flag=true');
  });
});

describe('apiDownload', () => {
  it('answers the file and the name its content-disposition gives, sending the client header', async () => {
    const file = await apiDownload(`${base}/export.csv`);
    expect(file.fileName).toBe('products.csv');
    expect(await file.blob.text()).toBe('id,name\r\n1,Камин\r\n');
    expect(last()).toMatchObject({ method: 'GET', url: '/export.csv' });
    expect(last().headers['x-hiti-client']).toBe('web');
  });

  it('fails like apiFetch when the API refuses', async () => {
    const error = await apiDownload(`${base}/coded`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('CATEGORY_NAME_TAKEN');
  });
});

describe('withQuery', () => {
  it('leaves a path without values unchanged and appends to an existing query', () => {
    expect(withQuery('/api/products', {})).toBe('/api/products');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });
});
