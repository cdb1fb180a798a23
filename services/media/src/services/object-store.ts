import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ByteRange } from '../domain/http-cache';

export interface ObjectInfo {
  size: number;
  /** Quoted, ready for the ETag header. */
  etag: string;
  lastModified: Date;
  contentType: string;
  contentDisposition: string | null;
}

export interface PutOptions {
  contentType: string;
  contentDisposition?: string;
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

function headerText(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** The files of the media service in the bucket (MinIO or any S3 API). */
export class ObjectStore {
  constructor(
    private readonly client: FastifyInstance['s3']['client'],
    private readonly bucket: string,
  ) {}

  async put(name: string, data: Buffer, options: PutOptions): Promise<void> {
    await this.client.putObject(this.bucket, name, data, data.length, {
      'Content-Type': options.contentType,
      ...(options.contentDisposition ? { 'Content-Disposition': options.contentDisposition } : {}),
    });
  }

  /** What is known about an object, or null when there is none of that name. */
  async stat(name: string): Promise<ObjectInfo | null> {
    try {
      const stat = await this.client.statObject(this.bucket, name);
      const metaData: Record<string, unknown> = stat.metaData;
      return {
        size: stat.size,
        etag: `"${stat.etag}"`,
        lastModified: stat.lastModified,
        contentType: headerText(metaData['content-type']) ?? 'application/octet-stream',
        contentDisposition: headerText(metaData['content-disposition']),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    if (!range) return this.client.getObject(this.bucket, name);
    return this.client.getPartialObject(this.bucket, name, range.start, range.end - range.start + 1);
  }
}
