import { describe, expect, it } from 'vitest';
import { localBusiness } from './structured-data';

const showroom = {
  name: 'Хити Камина',
  url: 'https://hitikamina.mk/',
  logo: 'https://hitikamina.mk/logo.png',
  address: '',
  telephone: '',
  email: '',
  hours: 'Понеделник – петок: 08:00 – 18:00\nНедела: затворено',
};

describe('LocalBusiness', () => {
  it('leaves out the details staff have not entered', () => {
    const data = localBusiness(showroom);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).toMatchObject({
      address: { '@type': 'PostalAddress', addressCountry: 'MK' },
      openingHours: ['Mo-Fr 08:00-18:00'],
    });
    expect(data).not.toHaveProperty('address.streetAddress');
  });

  it('carries the details staff entered', () => {
    const data = localBusiness({
      ...showroom,
      address: 'ул. Илинденска 1, Тетово',
      telephone: '+389 44 123 456',
      email: 'info@hitikamina.mk',
      hours: '',
    });
    expect(data).toMatchObject({
      telephone: '+389 44 123 456',
      email: 'info@hitikamina.mk',
      address: { streetAddress: 'ул. Илинденска 1, Тетово' },
    });
    expect(data).not.toHaveProperty('openingHours');
  });
});
