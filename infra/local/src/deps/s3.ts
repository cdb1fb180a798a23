import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from './free-port';

interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  type: string;
  body: unknown;
}
type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

/** The part of s3rver (a Koa application, untyped) used here; `middleware` is Koa's ordered list. */
interface S3rverServer {
  middleware: S3rverMiddleware[];
  run(): Promise<unknown>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;

const requireS3rver = createRequire(import.meta.url);
const S3rver = requireS3rver('s3rver') as S3rverConstructor;

/** s3rver's one account; it accepts any key pair registered on it besides its public default. */
const s3rverAccount = requireS3rver('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};

export interface StartedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  stop(): Promise<void>;
}

const EMPTY_MULTIPART_LISTING =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
  '<Bucket>{bucket}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>' +
  '<NextKeyMarker></NextKeyMarker><NextUploadIdMarker></NextUploadIdMarker>' +
  '<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated></ListMultipartUploadsResult>';

/**
 * s3rver does not implement ListMultipartUploads; the minio client asks for it before every multipart
 * upload and gives up on NotImplemented. There are never unfinished uploads to list, so answer empty.
 */
async function listMultipartUploads(ctx: S3rverContext, next: () => Promise<void>): Promise<void> {
  const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
  if (ctx.method === 'GET' && bucket && 'uploads' in ctx.query) {
    ctx.type = 'application/xml';
    ctx.body = EMPTY_MULTIPART_LISTING.replace('{bucket}', bucket);
    return;
  }
  await next();
}

/** Runs s3rver (an S3 API on the local disk) for local runs and tests. */
export async function startS3(options: { directory: string; bucket?: string }): Promise<StartedS3> {
  mkdirSync(options.directory, { recursive: true });
  const bucket = options.bucket ?? 'hiti-kamina';
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  server.middleware.unshift(listMultipartUploads);
  // The services refuse the well-known default key pair, so every start gets a fresh one.
  const accessKey = randomBytes(10).toString('hex');
  const secretKey = randomBytes(20).toString('hex');
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey,
    secretKey,
    bucket,
    stop: () => server.close(),
  };
}
