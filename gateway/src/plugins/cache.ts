import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { counter, isAppError } from '@hiti/service-kit';
import { NearCache, type Freshness } from './near-cache';

/** What a cached read depends on; a write to one of these drops every entry under it. */
export type CacheNamespace = 'products' | 'categories' | 'brands' | 'site-content' | 'stores' | 'pages';

/**
 * Rendered pages show products, categories and site texts: whatever drops one of those drops the pages
 * too, through the same invalidation (generation, Redis hash, near cache, every replica).
 */
function withDependents(namespaces: CacheNamespace[]): CacheNamespace[] {
  const dropped = new Set(namespaces);
  if (namespaces.some((namespace) => namespace !== 'pages')) dropped.add('pages');
  return [...dropped];
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: ResponseCache;
  }
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** STORE_IF_CURRENT, sent by its SHA once Redis knows it (EVALSHA). */
    cacheStoreIfCurrent(
      ...keysThenArgs: [string, string, string, string, ...(string | number | Buffer)[]]
    ): Result<number, Context>;
  }
}

/**
 * Keeps the read's last good answer (for a bounded number of reads and bytes per namespace, so that reads
 * with ever new query strings or ever larger answers cannot fill Redis), then stores the entry only if no invalidation happened
 * since the read began (generation unchanged), so a slow read can never put a value older than a write
 * back into the cache.
 */
const STORE_IF_CURRENT = `
local size = string.len(ARGV[3])
local previous = redis.call('HSTRLEN', KEYS[3], ARGV[2])
local used = tonumber(redis.call('GET', KEYS[4]) or '0')
local room = previous > 0 or redis.call('HLEN', KEYS[3]) < tonumber(ARGV[6])
if room and used - previous + size <= tonumber(ARGV[7]) then
  redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
  redis.call('EXPIRE', KEYS[3], ARGV[5], 'NX')
  redis.call('INCRBY', KEYS[4], size - previous)
  redis.call('EXPIRE', KEYS[4], ARGV[5], 'NX')
end
local generation = redis.call('GET', KEYS[1]) or '0'
if generation ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[4], 'NX')
return 1`;

/** How long the last good answer of a read is kept for serving while its owner is unavailable. */
const STALE_TTL_SECONDS = 24 * 3600;
/** Bounds of what the cache keeps; the gateway's configuration sets them (README, Configuration). */
export interface CacheLimits {
  /** Memory for answers kept in the process in front of Redis. */
  nearBytes: number;
  /** How many reads of one namespace keep a last good answer (the first ones read in a day). */
  staleReadsPerNamespace: number;
  /** How many bytes of last good answers one namespace keeps in Redis. */
  staleBytesPerNamespace: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = {
  nearBytes: 32 * 1024 * 1024,
  staleReadsPerNamespace: 200,
  staleBytesPerNamespace: 16 * 1024 * 1024,
};

/**
 * A cached read's bytes; `fresh` says for how long they are exactly what this process's cache holds
 * (null when they were not kept here: a miss racing a write, a stale answer, the channel down).
 */
export interface CachedAnswer {
  body: Buffer;
  hit: boolean;
  fresh: Freshness | null;
}

/**
 * Reads what a cache entry holds; told the namespace's generation as read with the lookup (null when
 * Redis did not answer), which changes after every write that drops the namespace.
 */
export type Loader<T> = (generation: string | null) => Promise<T>;

function isOutage(error: unknown): boolean {
  return isAppError(error) && error.code === 'DEPENDENCY_UNAVAILABLE';
}

/**
 * Public reads cached in Redis as ready-to-send JSON, one hash per namespace. Redis trouble never
 * fails a read: it falls back to the loader. The last good answer of every read is also kept apart
 * (writes do not drop it) and served when the loader's service is unavailable: stale while error.
 */
export class ResponseCache {
  private readonly near: NearCache<CacheNamespace>;
  private readonly limits: CacheLimits;
  private subscriber: Redis | null = null;
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    /** Told of every lookup, for the hit ratio. */
    private readonly onLookup: (namespace: CacheNamespace, hit: boolean) => void = () => undefined,
    limits: Partial<CacheLimits> = {},
  ) {
    this.limits = { ...DEFAULT_CACHE_LIMITS, ...limits };
    this.near = new NearCache<CacheNamespace>(this.limits.nearBytes);
    redis.defineCommand('cacheStoreIfCurrent', { numberOfKeys: 4, lua: STORE_IF_CURRENT });
  }

  private get channel(): string {
    return `${this.prefix}:cache-dropped`;
  }

  /**
   * Keeps answers in this process too, for as long as it hears every replica's invalidations (Redis
   * pub/sub); without that channel every read goes to Redis as before.
   */
  listen(): void {
    const subscriber = this.redis.duplicate({ autoResubscribe: false });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      for (const namespace of message.split(',')) this.near.drop(namespace as CacheNamespace);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => this.near.setListening(true),
        (error: unknown) => this.log.warn({ err: error }, 'cache invalidation channel unavailable'),
      );
    });
    subscriber.on('close', () => this.near.setListening(false));
    subscriber.on('error', (error: unknown) => {
      this.near.setListening(false);
      this.log.debug({ err: error }, 'cache invalidation channel error');
    });
  }

  close(): void {
    this.near.setListening(false);
    this.subscriber?.disconnect();
    this.subscriber = null;
  }

  private keys(namespace: CacheNamespace) {
    return {
      generation: `${this.prefix}:cache-gen:${namespace}`,
      entries: `${this.prefix}:cache:${namespace}`,
      stale: `${this.prefix}:cache-stale:${namespace}`,
      staleBytes: `${this.prefix}:cache-stale-bytes:${namespace}`,
    };
  }

  /** Marks a read as asked for as long as its entry would live: a second ask stores its answer. */
  private askedKey(namespace: CacheNamespace, key: string): string {
    return `${this.prefix}:cache-asked:${namespace}:${key}`;
  }

  /**
   * The cached JSON bytes for `key`, or the loader's value serialized and stored for up to `ttlSeconds`.
   * Entries stay bytes end to end: a hit is sent as read, never decoded into a string and encoded again.
   */
  async json(
    namespace: CacheNamespace,
    key: string,
    ttlSeconds: number,
    load: Loader<unknown>,
  ): Promise<CachedAnswer> {
    return this.bytes(namespace, key, ttlSeconds, async (generation) =>
      Buffer.from(JSON.stringify(await load(generation))),
    );
  }

  /** Like `json`, for a loader that already has the JSON bytes (a service answer passed through). */
  async bytes(
    namespace: CacheNamespace,
    key: string,
    ttlSeconds: number,
    load: Loader<Buffer>,
  ): Promise<CachedAnswer> {
    const result = await this.shared(namespace, key, ttlSeconds, load);
    this.onLookup(namespace, result.hit);
    return result;
  }

  /**
   * One lookup per read at a time in this process: requests that miss while its answer loads wait for that
   * load instead of each asking the service (a page expiring under load is rendered once, not once per
   * request). Keyed by the near cache's epoch too, so a request after a write never joins a load begun
   * before it.
   */
  private shared(
    namespace: CacheNamespace,
    key: string,
    ttlSeconds: number,
    load: Loader<Buffer>,
  ): Promise<CachedAnswer> {
    const epoch = this.near.epoch();
    const near = this.near.entry(namespace, key);
    if (near) {
      return Promise.resolve({ body: near.body, hit: true, fresh: { epoch, expiresAt: near.expiresAt } });
    }
    const id = `${epoch}\u0000${namespace}\u0000${key}`;
    const underWay = this.pending.get(id);
    if (underWay) return underWay;
    const lookup = this.lookup(epoch, namespace, key, ttlSeconds, load).finally(() =>
      this.pending.delete(id),
    );
    this.pending.set(id, lookup);
    return lookup;
  }

  private async lookup(
    epoch: number,
    namespace: CacheNamespace,
    key: string,
    ttlSeconds: number,
    load: Loader<Buffer>,
  ): Promise<CachedAnswer> {
    const keys = this.keys(namespace);
    let generation: string | null = null;
    let storeInRedis: (size: number) => boolean = () => true;
    try {
      const results = await this.redis
        .pipeline()
        .get(keys.generation)
        .hgetBuffer(keys.entries, key)
        .set(this.askedKey(namespace, key), '1', 'EX', ttlSeconds, 'NX')
        .hexists(keys.stale, key)
        .hlen(keys.stale)
        .get(keys.staleBytes)
        .exec();
      const value = (index: number): unknown => results?.[index]?.[1];
      generation = (value(0) as string | null) ?? '0';
      const cached = value(1) as Buffer | null | undefined;
      if (cached) {
        return { body: cached, hit: true, fresh: this.near.set(namespace, key, cached, ttlSeconds, epoch) };
      }
      const askedBefore = value(2) !== 'OK';
      const keptAsLastGood = value(3) === 1;
      const readsKept = Number(value(4));
      const bytesKept = Number(value(5) ?? 0);
      storeInRedis = (size) =>
        askedBefore ||
        keptAsLastGood ||
        (readsKept < this.limits.staleReadsPerNamespace &&
          bytesKept + size <= this.limits.staleBytesPerNamespace);
    } catch (error) {
      this.log.warn({ err: error }, 'cache read failed; reading from the service');
    }
    let body: Buffer;
    try {
      body = await load(generation);
    } catch (error) {
      const stale = isOutage(error) ? await this.stale(keys.stale, key) : null;
      if (!stale) throw error;
      this.log.warn({ namespace, key }, 'owner unavailable; serving the last good answer');
      return { body: stale, hit: true, fresh: null };
    }
    if (generation === null) return { body, hit: false, fresh: null };
    if (!storeInRedis(body.length)) {
      // Asked for the first time and not kept as a last good answer: not kept until it is asked again
      // (from any replica), so one-off queries neither cost Redis a write nor push answers that are
      // asked again and again out of the near cache.
      return { body, hit: false, fresh: null };
    }
    let fresh: Freshness | null = null;
    try {
      const stored = await this.redis.cacheStoreIfCurrent(
        keys.generation,
        keys.entries,
        keys.stale,
        keys.staleBytes,
        generation,
        key,
        body,
        ttlSeconds,
        STALE_TTL_SECONDS,
        this.limits.staleReadsPerNamespace,
        this.limits.staleBytesPerNamespace,
      );
      if (stored === 1) fresh = this.near.set(namespace, key, body, ttlSeconds, epoch);
    } catch (error) {
      this.log.warn({ err: error }, 'cache write failed');
    }
    return { body, hit: false, fresh };
  }

  /** Whether bytes answered with `fresh` are still what this cache would answer now. */
  isCurrent(fresh: Freshness): boolean {
    return this.near.isCurrent(fresh);
  }

  private async stale(staleKey: string, key: string): Promise<Buffer | null> {
    try {
      return await this.redis.hgetBuffer(staleKey, key);
    } catch {
      return null;
    }
  }

  /** Drops every entry of the namespaces and of the pages that show them (last good answers stay for outages). */
  async invalidate(...requested: CacheNamespace[]): Promise<void> {
    const namespaces = withDependents(requested);
    for (const namespace of namespaces) this.near.drop(namespace);
    try {
      const pipeline = this.redis.pipeline();
      for (const namespace of namespaces) {
        const keys = this.keys(namespace);
        pipeline.incr(keys.generation).del(keys.entries);
      }
      pipeline.publish(this.channel, namespaces.join(','));
      await pipeline.exec();
    } catch (error) {
      this.log.error({ err: error, namespaces }, 'cache invalidation failed');
    }
  }
}

async function cachePlugin(
  app: FastifyInstance,
  options: { prefix: string; limits: Partial<CacheLimits> },
): Promise<void> {
  const lookups = counter(
    app,
    'hiti_cache_lookups_total',
    'Gateway cache lookups by namespace and result (hit ratio: hit / all)',
    ['namespace', 'result'],
  );
  const responseCache = new ResponseCache(
    app.redis,
    options.prefix,
    app.log,
    (namespace, hit) => lookups.inc({ namespace, result: hit ? 'hit' : 'miss' }),
    options.limits,
  );
  responseCache.listen();
  app.decorate('cache', responseCache);
  app.addHook('onClose', async () => responseCache.close());
}

export const cache = fp(cachePlugin, { name: 'gateway-cache', dependencies: ['hiti-redis'] });
