import { describe, expect, it } from 'vitest';
import { ContactRecipient, type ContactRecipientOptions } from './contact-recipient';

const CONFIGURED = 'info@hitikamina.mk';

/** A recipient over a scripted content read and a clock the test moves. */
function recipientWith(reads: (() => Promise<string>)[], options: Partial<ContactRecipientOptions> = {}) {
  let now = 0;
  let calls = 0;
  const failures: unknown[] = [];
  const recipient = new ContactRecipient({
    fallback: CONFIGURED,
    read: () => {
      const next = reads[Math.min(calls, reads.length - 1)];
      calls += 1;
      return next ? next() : Promise.resolve('');
    },
    ttlMs: 60_000,
    retryMs: 5_000,
    now: () => now,
    onReadFailed: (error) => failures.push(error),
    ...options,
  });
  return {
    recipient,
    failures,
    reads: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const answer = (address: string) => () => Promise.resolve(address);
const failure = () => Promise.reject(new Error('content unavailable'));

describe('ContactRecipient', () => {
  it('uses the configured address while staff chose none', async () => {
    const { recipient } = recipientWith([answer('')]);
    expect(await recipient.current()).toBe(CONFIGURED);
  });

  it("uses staff's address, read once while it is kept and again once it expires", async () => {
    const { recipient, reads, advance } = recipientWith([
      answer('sales@hitikamina.mk'),
      answer('shop@hitikamina.mk'),
    ]);
    expect(await recipient.current()).toBe('sales@hitikamina.mk');
    advance(59_999);
    expect(await recipient.current()).toBe('sales@hitikamina.mk');
    expect(reads()).toBe(1);
    advance(1);
    expect(await recipient.current()).toBe('shop@hitikamina.mk');
    expect(reads()).toBe(2);
  });

  it('trims the stored address and ignores one that is not an e-mail address', async () => {
    expect(await recipientWith([answer('  sales@hitikamina.mk ')]).recipient.current()).toBe(
      'sales@hitikamina.mk',
    );
    expect(await recipientWith([answer('not an address')]).recipient.current()).toBe(CONFIGURED);
  });

  it('falls back to the configured address when the content cannot be read, and tries again later', async () => {
    const { recipient, failures, reads, advance } = recipientWith([failure, answer('sales@hitikamina.mk')]);
    expect(await recipient.current()).toBe(CONFIGURED);
    expect(failures).toHaveLength(1);
    advance(4_999);
    expect(await recipient.current()).toBe(CONFIGURED);
    expect(reads()).toBe(1);
    advance(1);
    expect(await recipient.current()).toBe('sales@hitikamina.mk');
  });

  it('reads anew after forget, and a read started before forget does not keep the older address', async () => {
    let release: (address: string) => void = () => undefined;
    const slow = () =>
      new Promise<string>((resolve) => {
        release = resolve;
      });
    const { recipient, reads } = recipientWith([slow, answer('new@hitikamina.mk')]);
    const before = recipient.current();
    recipient.forget();
    release('old@hitikamina.mk');
    expect(await before).toBe('old@hitikamina.mk');
    expect(await recipient.current()).toBe('new@hitikamina.mk');
    expect(reads()).toBe(2);
  });

  it('shares one read between messages arriving together', async () => {
    const { recipient, reads } = recipientWith([answer('sales@hitikamina.mk')]);
    const addresses = await Promise.all([recipient.current(), recipient.current(), recipient.current()]);
    expect(addresses).toEqual(['sales@hitikamina.mk', 'sales@hitikamina.mk', 'sales@hitikamina.mk']);
    expect(reads()).toBe(1);
  });
});
