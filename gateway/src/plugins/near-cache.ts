interface NearEntry {
  body: Buffer;
  expiresAt: number;
  /** What the entry costs: its body and its key (a visitor chooses the key's length with the URL). */
  bytes: number;
}

/** How long a body read from the near cache stays what the cache holds: until `expiresAt` and no drop since `epoch`. */
export interface Freshness {
  epoch: number;
  expiresAt: number;
}

/**
 * A bounded in-process copy of cached answers in front of Redis, so a hit costs no network round trip.
 * Whole namespaces are dropped when any replica invalidates them (told over Redis pub/sub); while that
 * channel is down nothing is served from here, since an invalidation could be missed. `epoch` guards a
 * read that was under way when a namespace was dropped: its answer is not kept.
 */
export class NearCache<Namespace extends string> {
  private readonly entries = new Map<string, NearEntry>();
  /** Grows on every drop: a read begun before any drop does not keep its answer (simple and safe). */
  private drops = 0;
  private bytes = 0;
  private listening = false;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  private static id(namespace: string, key: string): string {
    return `${namespace}\u0000${key}`;
  }

  /** Serving starts (empty) once invalidations are heard, and stops when they may not be. */
  setListening(listening: boolean): void {
    this.clear();
    this.listening = listening;
  }

  epoch(): number {
    return this.drops;
  }

  get(namespace: Namespace, key: string): Buffer | null {
    return this.entry(namespace, key)?.body ?? null;
  }

  /** The entry with its expiry, so a caller can keep what it derived from the body for exactly as long. */
  entry(namespace: Namespace, key: string): NearEntry | null {
    if (!this.listening) return null;
    const id = NearCache.id(namespace, key);
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(id, entry);
      return null;
    }
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** Whether an entry read at `freshness.epoch` is still what the cache would answer (no drop, not expired). */
  isCurrent(freshness: Freshness): boolean {
    return this.listening && freshness.epoch === this.drops && this.now() < freshness.expiresAt;
  }

  /**
   * Keeps `body` unless the namespace was dropped since `epoch` was read; oldest entries make room.
   * Answers how long the kept body stays current, or null when it was not kept.
   */
  set(namespace: Namespace, key: string, body: Buffer, ttlSeconds: number, epoch: number): Freshness | null {
    const id = NearCache.id(namespace, key);
    const bytes = body.length + id.length;
    if (!this.listening || epoch !== this.drops || bytes > this.maxBytes) return null;
    const previous = this.entries.get(id);
    if (previous) this.remove(id, previous);
    const expiresAt = this.now() + ttlSeconds * 1000;
    this.entries.set(id, { body, expiresAt, bytes });
    this.bytes += bytes;
    for (const [oldestId, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestId, oldest);
    }
    return this.entries.has(id) ? { epoch, expiresAt } : null;
  }

  drop(namespace: Namespace): void {
    this.drops += 1;
    const prefix = NearCache.id(namespace, '');
    for (const [id, entry] of this.entries) if (id.startsWith(prefix)) this.remove(id, entry);
  }

  clear(): void {
    this.drops += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(id: string, entry: NearEntry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}
