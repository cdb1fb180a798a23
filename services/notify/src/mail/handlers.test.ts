import { describe, expect, it } from 'vitest';
import { MAIL_JOB_NAMES } from '@hiti/contracts';
import { assertEveryJobHandled, mailHandlers, renderMail } from './handlers';

describe('mail job handlers', () => {
  const handlers = mailHandlers({
    senderDomain: 'hitikamina.mk',
    staffLanguage: 'en',
    siteUrl: 'https://hitikamina.mk',
  });

  it('has exactly one handler per job name', () => {
    expect(Object.keys(handlers).sort()).toEqual([...MAIL_JOB_NAMES].sort());
    expect(() => assertEveryJobHandled(handlers)).not.toThrow();
  });

  it('refuses to start with a handler missing', () => {
    const { 'newsletter.confirm': _dropped, ...partial } = handlers;
    expect(() => assertEveryJobHandled(partial)).toThrow(/missing: newsletter\.confirm/);
  });

  it('refuses a handler for a job that does not exist', () => {
    expect(() => assertEveryJobHandled({ ...handlers, 'order.shipped': () => null })).toThrow(
      /unknown: order\.shipped/,
    );
  });

  it('validates job data against its contract before rendering', () => {
    expect(() => renderMail(handlers, 'contact.message', { messageId: '' })).toThrow();
  });
});
