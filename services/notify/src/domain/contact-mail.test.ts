import { describe, expect, it } from 'vitest';
import type { ContactMailJob } from '@hiti/contracts';
import { buildContactMail } from './contact-mail';

const job: ContactMailJob = {
  messageId: '65f000000000000000000001',
  to: 'info@hitikamina.mk',
  replyTo: 'ana@example.com',
  name: 'Ana <b>Petrova</b>',
  email: 'ana@example.com',
  phone: '+389 70 123 456',
  subject: 'Price of\nthe Nordic stove',
  message: 'Hello,\nwhat does it cost? <script>alert(1)</script> & more',
  language: 'al',
};

describe('contact mail', () => {
  const mail = buildContactMail(job, 'hitikamina.mk', 'en');

  it('goes to the company and answers to the visitor', () => {
    expect(mail.to).toBe('info@hitikamina.mk');
    expect(mail.replyTo).toEqual({ name: 'Ana <b>Petrova</b>', address: 'ana@example.com' });
  });

  it('has a one-line subject with the visitor subject and name', () => {
    expect(mail.subject).toBe('[Hiti Kamina] Price of the Nordic stove (Ana <b>Petrova</b>)');
  });

  it('has a Message-ID derived from the stored message only', () => {
    expect(mail.messageId).toBe('<contact.65f000000000000000000001@hitikamina.mk>');
    expect(
      buildContactMail({ ...job, message: 'Another text entirely' }, 'hitikamina.mk', 'en').messageId,
    ).toBe(mail.messageId);
  });

  it('lists every field in the text body', () => {
    for (const value of [job.name, job.email, job.phone, job.subject, job.message, 'Albanian (al)']) {
      expect(mail.text).toContain(value);
    }
  });

  it('escapes every field in the HTML body and keeps line breaks', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Petrova');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.html).toContain('Ana &lt;b&gt;Petrova&lt;/b&gt;');
    expect(mail.html).toContain('Hello,<br>');
    expect(mail.html).toContain('+389 70 123 456');
  });

  it("is written in the staff's language, naming the product asked about with its price", () => {
    const product = { name: 'Nordic 8 kW', price: 1299.9 };
    const macedonian = buildContactMail({ ...job, product }, 'hitikamina.mk', 'mk');
    expect(macedonian.text).toContain('Нова порака од контакт-формуларот на веб-страницата.');
    expect(macedonian.text).toContain('Јазик: албански (al)');
    expect(macedonian.text).toContain('Производ: Nordic 8 kW (1299.90 €)');
    expect(macedonian.html).toContain('<html lang="mk">');
    expect(buildContactMail(job, 'hitikamina.mk', 'al').text).toContain('Gjuha: shqip (al)');
    expect(mail.text).not.toContain('Product');
  });
});
