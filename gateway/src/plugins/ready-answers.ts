import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_HEADERS } from '@hiti/contracts';
import { requestIdOf } from '@hiti/service-kit';
import type { CachedAnswer } from './cache';
import type {} from './security';
import { SESSION_COOKIE } from './session';
import type { Freshness } from './near-cache';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, ENCODINGS, etagOf } from './transfer';

declare module 'fastify' {
  interface FastifyInstance {
    readyAnswers: ReadyAnswers;
  }
}

type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body) => promisify(gzip)(body),
};

interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

interface ReadyAnswer {
  url: string;
  /** Sent only to requests without a session cookie (a rendered page). */
  anonymousOnly: boolean;
  route: string;
  fresh: Freshness;
  etag: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  compressing: Set<Encoding>;
  bytes: number;
}

const MAX_ANSWERS = 2000;
export const DEFAULT_READY_ANSWERS_BYTES = 32 * 1024 * 1024;

/** How an answer is kept: pages carry the document security headers and are never sent to a signed-in request. */
interface KeepOptions {
  securityHeaders?: Readonly<Record<string, string>>;
  anonymousOnly?: boolean;
}

const hasSessionCookie = (request: IncomingMessage): boolean =>
  request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

/**
 * Public cached reads answered in full before Fastify's routing and hooks: once a route has answered a
 * URL from the near cache, the same URL is answered with the same bytes and headers (security headers,
 * ETag and 304, brotli or gzip compressed once per entry) for as long as that near-cache entry is
 * current. A write anywhere (any namespace dropped), an expiry or a lost invalidation channel ends it,
 * and the next request goes through the route again. Anything unusual (HEAD, a Range, an encoding
 * negotiation this does not cover) goes through Fastify as before. These answers are counted and timed
 * in the request histogram but not logged one by one (at LOG_LEVEL=info Fastify logs the others).
 */
class ReadyAnswers {
  private readonly answers = new Map<string, ReadyAnswer>();
  private readonly encodingOf = new Map<string, Encoding | null>();
  private bytes = 0;
  private closing = false;

  constructor(
    private readonly isCurrent: (fresh: Freshness) => boolean,
    private readonly commonHeaders: Readonly<Record<string, string>>,
    private readonly observe: (route: string, statusCode: number, seconds: number) => void,
    private readonly maxBytes = DEFAULT_READY_ANSWERS_BYTES,
  ) {}

  /**
   * Sends a cached answer as a route would, and keeps it ready for the same URL while it is current.
   * `headers` are the route's own (cache control, content type).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer,
    headers: Readonly<Record<string, string>>,
    options: KeepOptions = {},
  ): FastifyReply {
    const url = request.raw.url;
    const route = request.routeOptions.url;
    if (answer.fresh && url !== undefined && route !== undefined && !this.closing) {
      this.keep(url, route, answer.body, answer.fresh, headers, options);
    }
    return reply.headers(headers).send(answer.body);
  }

  /** Answers the request if a current ready answer fits it; false leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.answers.size === 0 || this.closing) return false;
    const url = request.url ?? '';
    const answer = this.answers.get(url);
    if (!answer) return false;
    if (!this.isCurrent(answer.fresh)) {
      this.remove(url, answer);
      return false;
    }
    if (request.headers.range !== undefined) return false;
    if (answer.anonymousOnly && hasSessionCookie(request)) return false;
    const variant = this.variantFor(request, answer);
    if (!variant) return false;
    const started = performance.now();
    const requestId = requestIdOf(request);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === answer.etag || ifNoneMatch === `W/${answer.etag}`) {
      response.writeHead(304, { ...variant.headers, [INTERNAL_HEADERS.requestId]: requestId });
      response.end();
    } else {
      response.writeHead(200, {
        ...variant.headers,
        [INTERNAL_HEADERS.requestId]: requestId,
        'content-length': variant.body.length,
      });
      response.end(variant.body);
    }
    this.observe(answer.route, response.statusCode, (performance.now() - started) / 1000);
    return true;
  }

  /** No more ready answers: the server is closing and Fastify answers 503 from here on. */
  close(): void {
    this.closing = true;
    this.answers.clear();
    this.bytes = 0;
  }

  private keep(
    url: string,
    route: string,
    body: Buffer,
    fresh: Freshness,
    headers: Readonly<Record<string, string>>,
    options: KeepOptions,
  ): void {
    const previous = this.answers.get(url);
    if (previous?.plain.body === body && previous.fresh.epoch === fresh.epoch) {
      previous.fresh = fresh;
      return;
    }
    if (previous) this.remove(url, previous);
    if (body.length + url.length > this.maxBytes) return;
    const etag = etagOf(body);
    const answer: ReadyAnswer = {
      url,
      anonymousOnly: options.anonymousOnly ?? false,
      route,
      fresh,
      etag,
      plain: {
        body,
        headers: {
          ...(options.securityHeaders ?? this.commonHeaders),
          ...headers,
          etag,
          vary: 'accept-encoding',
        },
      },
      encoded: {},
      compressing: new Set(),
      // the URL is the key, as long as a visitor makes it
      bytes: body.length + url.length,
    };
    this.answers.set(url, answer);
    this.bytes += answer.bytes;
    this.makeRoom();
  }

  /** The plain or encoded variant the request accepts; null when Fastify should negotiate it. */
  private variantFor(request: IncomingMessage, answer: ReadyAnswer): Variant | null {
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined || answer.plain.body.length < COMPRESS_THRESHOLD) return answer.plain;
    if (request.headers['x-no-compression'] !== undefined) return null;
    const encoding = this.negotiate(accepted);
    if (encoding === null) return null;
    const variant = answer.encoded[encoding];
    if (!variant) this.compress(answer, encoding);
    return variant ?? null;
  }

  private negotiate(header: string): Encoding | null {
    let encoding = this.encodingOf.get(header);
    if (encoding === undefined) {
      // as the compress plugin reads it: no preference (*) and x-gzip mean gzip
      encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
      if (this.encodingOf.size >= 64) this.encodingOf.clear();
      this.encodingOf.set(header, encoding);
    }
    return encoding;
  }

  /** Compresses once, in the background; until it is ready, requests for it go through Fastify. */
  private compress(answer: ReadyAnswer, encoding: Encoding): void {
    if (answer.compressing.has(encoding)) return;
    answer.compressing.add(encoding);
    compressors[encoding](answer.plain.body).then(
      (body) => {
        if (this.answers.get(answer.url) !== answer) return;
        answer.encoded[encoding] = {
          body,
          headers: { ...answer.plain.headers, vary: 'accept-encoding', 'content-encoding': encoding },
        };
        answer.bytes += body.length;
        this.bytes += body.length;
        this.makeRoom();
      },
      () => undefined,
    );
  }

  private makeRoom(): void {
    for (const [url, oldest] of this.answers) {
      if (this.answers.size <= MAX_ANSWERS && this.bytes <= this.maxBytes) break;
      this.remove(url, oldest);
    }
  }

  private remove(url: string, answer: ReadyAnswer): void {
    if (this.answers.get(url) !== answer) return;
    this.answers.delete(url);
    this.bytes -= answer.bytes;
  }
}

/**
 * Puts the ready answers in front of Fastify's request handler on the server Fastify created (its
 * timeouts and keep-alive stay as configured).
 */
async function readyAnswersPlugin(app: FastifyInstance, options: { maxBytes: number }): Promise<void> {
  const timers = new Map<string, (seconds: number) => void>();
  const observe = (route: string, statusCode: number, seconds: number) => {
    const id = `${statusCode} ${route}`;
    let timer = timers.get(id);
    if (!timer) {
      timer = app.answerTimer({ method: 'GET', route, statusCode });
      timers.set(id, timer);
    }
    timer(seconds);
  };
  const answers = new ReadyAnswers(
    (fresh) => app.cache.isCurrent(fresh),
    app.apiSecurityHeaders,
    observe,
    options.maxBytes,
  );
  app.decorate('readyAnswers', answers);
  const server: Server = app.server;
  const handlers = server.listeners('request');
  const [fastifyHandler] = handlers;
  if (handlers.length !== 1 || !fastifyHandler) {
    throw new Error(`expected Fastify's one request handler, found ${handlers.length}`);
  }
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answers.serve(request, response)) fastifyHandler.call(server, request, response);
  });
  app.addHook('preClose', async () => answers.close());
}

export const readyAnswers = fp(readyAnswersPlugin, {
  name: 'gateway-ready-answers',
  dependencies: ['gateway-cache', 'gateway-security', 'hiti-metrics'],
});
