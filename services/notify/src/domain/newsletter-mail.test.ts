import { describe, expect, it } from 'vitest';
import type { NewsletterConfirmJob } from '@hiti/contracts';
import { buildNewsletterConfirmMail, newsletterSubject } from './newsletter-mail';

const job: NewsletterConfirmJob = {
  subscriberId: '65f000000000000000000002',
  email: 'Reader@Example.com',
  language: 'mk',
  confirmUrl: 'https://hitikamina.mk/api/newsletter/confirm?token=abc&x=1',
  unsubscribeUrl: 'https://hitikamina.mk/api/newsletter/unsubscribe?token=def',
};

describe('newsletter confirmation mail', () => {
  it('is written in Macedonian for mk', () => {
    const mail = buildNewsletterConfirmMail(job, 'hitikamina.mk');
    expect(mail.to).toBe('Reader@Example.com');
    expect(mail.subject).toBe(newsletterSubject('mk'));
    expect(mail.subject).toMatch(/Потврдете/);
    expect(mail.text).toContain('потврдите претплатата');
    expect(mail.html).toContain('lang="mk"');
  });

  it('is written in Albanian for al', () => {
    const mail = buildNewsletterConfirmMail({ ...job, language: 'al' }, 'hitikamina.mk');
    expect(mail.subject).toMatch(/Konfirmoni abonimin/);
    expect(mail.text).toContain('çregjistrohuni këtu');
    expect(mail.html).toContain('lang="sq"');
  });

  it('carries both links in text and HTML, and the unsubscribe link as a header', () => {
    const mail = buildNewsletterConfirmMail(job, 'hitikamina.mk');
    expect(mail.text).toContain(job.confirmUrl);
    expect(mail.text).toContain(job.unsubscribeUrl);
    expect(mail.html).toContain('href="https://hitikamina.mk/api/newsletter/confirm?token=abc&amp;x=1"');
    expect(mail.html).toContain(`href="${job.unsubscribeUrl}"`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${job.unsubscribeUrl}>` });
  });

  it('keeps its Message-ID for the same link and changes it for a new one', () => {
    const first = buildNewsletterConfirmMail(job, 'hitikamina.mk').messageId;
    expect(buildNewsletterConfirmMail(job, 'hitikamina.mk').messageId).toBe(first);
    expect(first).toMatch(/^<newsletter\.65f000000000000000000002\.[0-9a-f]{16}@hitikamina\.mk>$/);
    const other = buildNewsletterConfirmMail({ ...job, confirmUrl: `${job.confirmUrl}2` }, 'hitikamina.mk');
    expect(other.messageId).not.toBe(first);
  });
});
