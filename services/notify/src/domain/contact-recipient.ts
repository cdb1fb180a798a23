import { contactRecipientSchema } from '@hiti/contracts';

export interface ContactRecipientOptions {
  /** The configured address (`CONTACT_RECIPIENT`): used when staff chose none, or their choice cannot be read. */
  fallback: string;
  /** Reads the address staff chose (empty when none); rejects when it cannot be read. */
  read: () => Promise<string>;
  /** How long a read address is used before it is read again. */
  ttlMs: number;
  /** How long the fallback is used after a failed read before trying again. */
  retryMs: number;
  now?: () => number;
  onReadFailed?: (error: unknown) => void;
}

/**
 * Where contact enquiries go: the address staff chose in the content, kept for a short while, else the
 * configured one. A read that fails never holds a message back: it goes to the configured address.
 */
export class ContactRecipient {
  private cached: { address: string; until: number } | null = null;
  private reading: Promise<string> | null = null;
  /** Bumped by `forget`, so a read started before a change never stores the older address. */
  private generation = 0;

  constructor(private readonly options: ContactRecipientOptions) {}

  async current(): Promise<string> {
    const now = this.now();
    if (this.cached && now < this.cached.until) return this.cached.address;
    this.reading ??= this.readAddress().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Drops the kept address (staff changed it); the next message reads it anew. */
  forget(): void {
    this.generation += 1;
    this.cached = null;
    this.reading = null;
  }

  private async readAddress(): Promise<string> {
    const generation = this.generation;
    const keep = (address: string, forMs: number) => {
      if (generation === this.generation) this.cached = { address, until: this.now() + forMs };
      return address;
    };
    try {
      const chosen = contactRecipientSchema.safeParse(await this.options.read());
      return keep(
        chosen.success && chosen.data !== '' ? chosen.data : this.options.fallback,
        this.options.ttlMs,
      );
    } catch (error) {
      this.options.onReadFailed?.(error);
      return keep(this.options.fallback, this.options.retryMs);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
