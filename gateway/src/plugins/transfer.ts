import { constants, crc32 } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * The ETag of a body: its CRC-32 and length, a 32-bit check like the etag plugin's own default (FNV-1a)
 * but computed natively, and once per body: a cached answer is the same Buffer on every hit, so it is not
 * hashed again for each request (a product list is about 100 kB).
 */
const etags = new WeakMap<Buffer, string>();
const checkOf = (payload: Buffer | string): string =>
  `${crc32(payload).toString(36)}-${Buffer.byteLength(payload).toString(36)}`;
function hashOnce(payload: Buffer | string): string {
  if (typeof payload === 'string') return checkOf(payload);
  let hash = etags.get(payload);
  if (hash === undefined) {
    hash = checkOf(payload);
    etags.set(payload, hash);
  }
  return hash;
}

/** The ETag header value of a body, as the etag plugin sends it. */
export const etagOf = (body: Buffer): string => `"${hashOnce(body)}"`;

/** Bodies smaller than this are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** Content types the compress plugin compresses (its default list); an answer of another type never varies. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript/u;

/** Encodings offered, preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const;
/** Pages are compressed per request: a quick brotli level keeps rendering fast. */
export const BROTLI_QUALITY = 5;

/**
 * Smaller and fewer transfers: an ETag on every answer with a body (a matching If-None-Match gets 304),
 * then brotli or gzip for HTML, JSON and other text. Built assets are served from their precompressed
 * files instead (see the web plugin).
 */
async function transferPlugin(app: FastifyInstance): Promise<void> {
  await app.register(etag, { hashFn: hashOnce });
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // An answer sent plain (the client asked for no encoding, or the body is small) would be sent encoded to
  // another client: caches must keep them apart, as they do for the encoded ones.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('content-encoding')) return;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (vary.toLowerCase().includes('accept-encoding')) return;
    reply.header('vary', vary === '' ? 'accept-encoding' : `${vary}, accept-encoding`);
  });
}

export const transfer = fp(transferPlugin, { name: 'gateway-transfer' });
