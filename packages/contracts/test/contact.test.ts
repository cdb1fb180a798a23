import { describe, expect, it } from 'vitest';
import {
  CONTACT_MAXIMUMS,
  CONTACT_MINIMUMS,
  contactBodySchema,
  contactRecipientSchema,
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  validationMessage,
  validationMessages,
  validationTexts,
  validationText,
  issueDetail,
  type ValidationMessageKey,
} from '../src';
import { issuesAt, parseOk, without } from './helpers';

const valid = {
  name: 'Ana',
  email: 'ana@example.mk',
  phone: '070123456',
  subject: 'Kamin',
  message: 'Would like an offer.',
};

describe('contact form minimums', () => {
  it.each([
    ['name', 2, 'Name is required'],
    ['subject', 2, 'Subject is required'],
    ['phone', 6, 'Phone number is required'],
    ['message', 10, 'Message is too short (minimum 10 characters)'],
  ] as const)('%s: %i characters pass, one fewer fails with "%s"', (field, min, message) => {
    expect(CONTACT_MINIMUMS[field]).toBe(min);
    expect(issuesAt(contactBodySchema, { ...valid, [field]: 'x'.repeat(min - 1) }, field)).toEqual([message]);
    expect(parseOk(contactBodySchema, { ...valid, [field]: 'x'.repeat(min) })[field]).toBe('x'.repeat(min));
  });

  it.each(['name', 'subject', 'phone', 'message'] as const)(
    '%s: surrounding blanks do not count',
    (field) => {
      const min = CONTACT_MINIMUMS[field];
      expect(
        issuesAt(contactBodySchema, { ...valid, [field]: ` ${'x'.repeat(min - 1)}   ` }, field),
      ).toHaveLength(1);
    },
  );

  it.each(['name', 'subject', 'phone', 'message', 'email'] as const)('%s is required', (field) => {
    expect(issuesAt(contactBodySchema, without(valid, field), field)).toHaveLength(1);
  });
});

describe('contact form e-mail', () => {
  it.each(['ana@example.mk', 'a.b+c@mail.example.com', '  ana@example.mk  '])('accepts %j', (email) => {
    expect(parseOk(contactBodySchema, { ...valid, email }).email).toBe(email.trim());
  });

  it.each(['', 'ana', 'ana@', '@example.mk', 'ana@example', 'ana example@x.mk'])('rejects %j', (email) => {
    expect(issuesAt(contactBodySchema, { ...valid, email }, 'email')).toEqual(['Invalid email address']);
  });
});

describe('contact body', () => {
  it('accepts the recipient the client sends, a honeypot and a language', () => {
    const body = parseOk(contactBodySchema, {
      ...valid,
      recipient: 'info@example.mk',
      website: '',
      language: 'al',
    });
    expect(body).toMatchObject({ recipient: 'info@example.mk', website: '', language: 'al' });
  });

  it('rejects unknown fields and unknown languages', () => {
    expect(contactBodySchema.safeParse({ ...valid, cc: 'x@example.mk' }).success).toBe(false);
    expect(contactBodySchema.safeParse({ ...valid, language: 'en' }).success).toBe(false);
  });

  it.each([
    ['name', 100, 'Name must be at most 100 characters'],
    ['phone', 40, 'Phone number must be at most 40 characters'],
    ['subject', 200, 'Subject must be at most 200 characters'],
    ['message', 5000, 'Message must be at most 5000 characters'],
  ] as const)('%s: %i characters pass, one more fails with "%s"', (field, max, message) => {
    expect(CONTACT_MAXIMUMS[field]).toBe(max);
    expect(parseOk(contactBodySchema, { ...valid, [field]: 'x'.repeat(max) })[field]).toHaveLength(max);
    expect(issuesAt(contactBodySchema, { ...valid, [field]: 'x'.repeat(max + 1) }, field)).toEqual([message]);
  });

  it('caps the e-mail address with a message naming its limit', () => {
    const local = 'x'.repeat(CONTACT_MAXIMUMS.email - '@example.mk'.length + 1);
    expect(issuesAt(contactBodySchema, { ...valid, email: `${local}@example.mk` }, 'email')).toEqual([
      'E-mail address must be at most 254 characters',
    ]);
  });
});

describe('contact texts reaching the showroom by mail', () => {
  const HIDDEN = [
    ['a right-to-left override', '\u202e'],
    ['a zero-width space', '\u200b'],
    ['a NUL', '\u0000'],
    ['an escape', '\u001b'],
    ['a C1 control', '\u0085'],
  ] as const;

  it.each(['name', 'subject', 'phone', 'message'] as const)(
    '%s: refuses invisible and control characters with one message',
    (field) => {
      for (const [, character] of HIDDEN) {
        const value = `${'1'.repeat(CONTACT_MINIMUMS[field])}${character}xyz`;
        expect(issuesAt(contactBodySchema, { ...valid, [field]: value }, field)).toEqual([
          validationMessages.textHiddenCharacters,
        ]);
      }
    },
  );

  it.each(['name', 'subject', 'phone'] as const)('%s: is one line (no line break or tab)', (field) => {
    for (const character of ['\n', '\r', '\t', '\u2028', '\u2029']) {
      const value = `${'1'.repeat(CONTACT_MINIMUMS[field])}${character}Phone: 000`;
      expect(issuesAt(contactBodySchema, { ...valid, [field]: value }, field)).toEqual([
        validationMessages.textHiddenCharacters,
      ]);
    }
  });

  it('keeps the line breaks and tabs of a message, and letters of every script', () => {
    const message = 'Добар ден,\r\nа ka sobë\tçmim? 🔥 Ünïcödé';
    expect(parseOk(contactBodySchema, { ...valid, message }).message).toBe(message);
    expect(parseOk(contactBodySchema, { ...valid, name: 'Ана Петровска-Ђорђевиќ' }).name).toBe(
      'Ана Петровска-Ђорђевиќ',
    );
  });
});

describe('refusals in every language', () => {
  it('has a Macedonian and an Albanian text for every refusal, never the English one', () => {
    for (const key of Object.keys(validationTexts.en) as ValidationMessageKey[]) {
      expect(validationTexts.mk[key], key).toMatch(/[\u0400-\u04FF]/);
      expect(validationTexts.al[key], key).toMatch(/^[^\u0400-\u04FF]+$/);
      expect(validationTexts.al[key], key).not.toBe(validationTexts.en[key]);
    }
  });

  it.each([
    ['mk', 'contactNameTooLong', 'Името може да има најмногу 100 знаци'],
    ['al', 'contactNameTooLong', 'Emri mund të ketë të shumtën 100 karaktere'],
    ['mk', 'contactMessageTooLong', 'Пораката може да има најмногу 5000 знаци'],
    ['al', 'contactEmailTooLong', 'Adresa e email-it mund të ketë të shumtën 254 karaktere'],
  ] as const)('says in %s how long a field may be (%s)', (locale, key, text) => {
    expect(validationMessage(key, locale)).toBe(text);
  });

  it('reads what a schema raised by its key, and leaves messages without a key as they are', () => {
    const raised = contactBodySchema.safeParse({ ...valid, name: '' }).error?.issues[0]?.message ?? '';
    expect(raised).toBe('contactName');
    expect(validationText(raised, 'mk')).toBe('Името е задолжително');
    expect(validationText(raised)).toBe('Name is required');
    expect(validationText('Something else', 'mk')).toBe('Something else');
    expect(issueDetail({ path: ['name'], message: raised })).toEqual({
      path: 'name',
      key: 'contactName',
      message: 'Name is required',
    });
  });
});

describe('contact recipient', () => {
  it('is an e-mail address or empty, and names its own rule otherwise', () => {
    expect(contactRecipientSchema.parse(' prodazba@hitikamina.mk ')).toBe('prodazba@hitikamina.mk');
    expect(contactRecipientSchema.parse('')).toBe('');
    expect(
      contactRecipientSchema
        .safeParse('not an address')
        .error?.issues.map((issue) => validationText(issue.message)),
    ).toEqual([validationMessages.contactRecipientInvalid]);
  });
});

describe('newsletter', () => {
  it('defaults the language to mk and checks the e-mail', () => {
    expect(parseOk(newsletterBodySchema, { email: 'ana@example.mk' })).toEqual({
      email: 'ana@example.mk',
      language: 'mk',
    });
    expect(issuesAt(newsletterBodySchema, { email: 'ana' }, 'email')).toEqual([
      validationMessages.contactEmail,
    ]);
  });

  it('rejects unknown fields', () => {
    expect(newsletterBodySchema.safeParse({ email: 'ana@example.mk', name: 'Ana' }).success).toBe(false);
  });

  it('needs a token to confirm', () => {
    expect(newsletterConfirmQuerySchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(newsletterConfirmQuerySchema.safeParse({}).success).toBe(false);
    expect(newsletterConfirmQuerySchema.safeParse({ token: '' }).success).toBe(false);
  });
});
