declare module 's3rver' {
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    type: string;
    body: unknown;
  }
  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;
  export interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  /** s3rver is a Koa application; `middleware` is Koa's ordered middleware list. */
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: S3rverMiddleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
