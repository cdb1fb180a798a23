import fp from 'fastify-plugin';
import { Client } from 'minio';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    s3: { client: Client; bucket: string };
  }
}

export interface S3PluginOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export function createS3Client(options: S3PluginOptions): Client {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  });
}

/** The object store (MinIO or any S3 API); the bucket is created when missing. */
async function s3Plugin(app: FastifyInstance, options: S3PluginOptions): Promise<void> {
  const client = createS3Client(options);
  if (!(await client.bucketExists(options.bucket))) {
    await client.makeBucket(options.bucket, options.region);
    app.log.info({ bucket: options.bucket }, 'created bucket');
  }
  app.decorate('s3', { client, bucket: options.bucket });
  app.addDependencyWatch('s3', async () => {
    await client.bucketExists(options.bucket);
  });
}

export const s3 = fp(s3Plugin, { name: 'hiti-s3', dependencies: ['hiti-health'] });
