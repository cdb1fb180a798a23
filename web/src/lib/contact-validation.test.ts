import { describe, expect, it } from 'vitest';
import { contactBodySchema, validationText } from '@hiti/contracts';

import { EMPTY_CONTACT_FORM, validateContactForm } from './contact-validation';

const checks = { contactBodySchema, validationText };

const valid = {
  name: 'Ana',
  email: 'ana@example.mk',
  phone: '070123',
  subject: 'Ка',
  message: 'Сакам понуда.',
};

describe('validateContactForm', () => {
  it('accepts a form that meets the minimums (2, valid e-mail, 6, 2, 10)', () => {
    expect(validateContactForm(valid, 'mk', checks)).toEqual({});
  });

  it('reports every field of an empty form in Macedonian', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM, 'mk', checks)).toEqual({
      name: 'Името е задолжително',
      email: 'Невалидна адреса на е-пошта',
      phone: 'Телефонскиот број е задолжителен',
      subject: 'Темата е задолжителна',
      message: 'Пораката е прекратка (најмалку 10 знаци)',
    });
  });

  it('reports in Albanian, one message per field, just below each minimum', () => {
    expect(
      validateContactForm(
        { name: 'A', email: 'ana@', phone: '07012', subject: 'K', message: 'Too short' },
        'al',
        checks,
      ),
    ).toEqual({
      name: 'Emri është i detyrueshëm',
      email: 'Adresë e pavlefshme email-i',
      phone: 'Numri i telefonit është i detyrueshëm',
      subject: 'Subjekti është i detyrueshëm',
      message: 'Mesazhi është shumë i shkurtër (minimumi 10 karaktere)',
    });
  });

  it('does not count surrounding spaces toward a minimum', () => {
    expect(validateContactForm({ ...valid, name: '  A  ' }, 'mk', checks)).toEqual({
      name: 'Името е задолжително',
    });
  });
});
