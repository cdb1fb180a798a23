import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';
import { contactJobId, newsletterJobId, retryJobId } from './job-ids';
import { senderDomain } from './message-id';
import { newsletterLanding, newsletterLinks } from './newsletter-links';
import { describeFailure, isPermanentSmtpFailure } from './smtp-failure';
import { hashToken, newToken } from './tokens';

describe('SMTP failures', () => {
  it('counts only 5xx answers as permanent', () => {
    expect(isPermanentSmtpFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 554 })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 421 })).toBe(false);
    expect(isPermanentSmtpFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpFailure(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentSmtpFailure(null)).toBe(false);
  });

  it('describes a failure with its code once', () => {
    expect(describeFailure(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))).toBe(
      '550 Mailbox unavailable',
    );
    expect(describeFailure(Object.assign(new Error('421 Try later'), { responseCode: 421 }))).toBe(
      '421 Try later',
    );
    expect(describeFailure('plain')).toBe('plain');
  });
});

describe('ids', () => {
  it('derives job ids from what the mail is about', () => {
    expect(contactJobId('abc')).toBe('contact.message-abc');
    expect(newsletterJobId('s1', 2)).toBe('newsletter.confirm-s1-2');
    expect(contactJobId('abc')).not.toContain(':');
  });

  it('numbers manual retries without stacking suffixes', () => {
    expect(retryJobId('contact.message-abc', 1)).toBe('contact.message-abc-retry1');
    expect(retryJobId('contact.message-abc-retry1', 2)).toBe('contact.message-abc-retry2');
  });

  it('takes the Message-ID domain from the sender address', () => {
    expect(senderDomain('Hiti Kamina <no-reply@hitikamina.mk>')).toBe('hitikamina.mk');
    expect(senderDomain('mail@shop.example.org')).toBe('shop.example.org');
    expect(senderDomain('nobody')).toBe('hitikamina.mk');
  });
});

describe('newsletter links', () => {
  it('point at the public API routes with the tokens encoded', () => {
    expect(newsletterLinks('https://hitikamina.mk/', { confirm: 'a+b', unsubscribe: 'c/d' }, 'al')).toEqual({
      confirmUrl: 'https://hitikamina.mk/api/newsletter/confirm?token=a%2Bb&lang=al',
      unsubscribeUrl: 'https://hitikamina.mk/api/newsletter/unsubscribe?token=c%2Fd&lang=al',
    });
  });

  it('land on the storefront with the outcome and language', () => {
    expect(newsletterLanding('https://hitikamina.mk', 'confirmed', 'al')).toBe(
      'https://hitikamina.mk/?newsletter=confirmed&lang=al',
    );
    expect(newsletterLanding('https://hitikamina.mk', 'invalid', null)).toBe(
      'https://hitikamina.mk/?newsletter=invalid',
    );
  });
});

describe('tokens and HTML', () => {
  it('makes long random URL-safe tokens and stores only a hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
