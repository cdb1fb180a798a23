import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every /api answer (the same for all). */
    apiSecurityHeaders: Readonly<Record<string, string>>;
    /** The security headers of every page and file (the same for all: pages carry no per-request nonce). */
    documentSecurityHeaders: Readonly<Record<string, string>>;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Browser features the site never uses, switched off for its pages and anything they embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export interface SecurityOptions {
  allowedOrigins: string[];
  https: boolean;
}

/** The request's own origin as the browser saw it (the forwarded scheme and host behind a trusted proxy). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/**
 * The headers helmet sets for these options, worked out once: they are the same for every answer, and
 * building helmet's middleware per request (as @fastify/helmet does) costs more than the cached read.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return Object.fromEntries(headers);
}

/**
 * Security headers: pages and files get helmet's full set for documents; /api answers are JSON (or CSV)
 * that no browser renders as a document, so they get the set for APIs (a CSP allowing nothing and no
 * framing, nosniff, same-origin resource policy, no referrer, HSTS on https), a fifth of the bytes.
 * And the CSRF rule: every write, however its path is spelled, must come from the site's own origin (or
 * an allowed one) and carry either a JSON body or the header the web client always sends (a plain HTML
 * form can do neither).
 */
async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' says it for every browser that matters; a second, weaker answer
    // (SAMEORIGIN) beside it only contradicts it
    xFrameOptions: false,
  });
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.decorate('apiSecurityHeaders', apiHeaders);
  app.decorate('documentSecurityHeaders', documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });

  const allowed = new Set(options.allowedOrigins.map((origin) => origin.toLowerCase()));
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin?.toLowerCase();
    if (origin && !allowed.has(origin) && origin !== ownOrigin(request)) {
      request.log.warn({ origin }, 'write from a foreign origin rejected');
      throw new AppError('CSRF_REJECTED');
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('application/json') && !request.headers[CLIENT_HEADER.name]) {
      throw new AppError('CSRF_REJECTED');
    }
  });
}

export const security = fp(securityPlugin, { name: 'gateway-security' });
