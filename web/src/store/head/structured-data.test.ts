import { describe, expect, it } from 'vitest';
import type { Product } from '@hiti/contracts';
import { EUR_TO_MKD } from '../../lib/price';
import { localBusiness, productData } from './structured-data';
import { aProduct } from '../../test/product-fixture';

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

function product(overrides: Partial<Product>): Product {
  return aProduct({
    id: 7,
    name: 'Стакло за камин',
    description: 'Керамичко стакло',
    categoryId: 3,
    category: 'Прибор',
    imageUrl: '/attached_assets/glass.jpg',
    fullPrice: null,
    ...overrides,
  });
}

describe('Product', () => {
  const url = 'https://hitikamina.mk/product/7';
  const image = 'https://hitikamina.mk/attached_assets/glass.jpg';

  it.each(['mk', 'al'] as const)(
    'in %s, leaves out the offer of a product with its price on request rather than offer it at 0 denars',
    (language) => {
      const data = productData(product({}), url, image, language);
      expect(data).toMatchObject({
        '@type': 'Product',
        sku: '7',
        inLanguage: language === 'al' ? 'sq' : 'mk',
      });
      expect(data).not.toHaveProperty('offers');
    },
  );

  it.each(['mk', 'al'] as const)('in %s, offers a priced product in denars', (language) => {
    const data = productData(product({ fullPrice: 100, effectivePrice: 100 }), url, image, language);
    expect(data).toHaveProperty('offers', {
      '@type': 'Offer',
      url,
      priceCurrency: 'MKD',
      price: Math.round(100 * EUR_TO_MKD),
      availability: 'https://schema.org/InStock',
    });
  });

  it('offers a running promotion at its price until its last day', () => {
    const onSale = product({
      fullPrice: 100,
      promoPrice: 80,
      onPromo: true,
      promoActive: true,
      promoStartDate: '2025-03-01T00:00:00.000Z',
      promoEndDate: '2025-03-31T21:59:59.000Z',
      effectivePrice: 80,
    });
    expect(productData(onSale, url, image, 'mk')).toMatchObject({
      offers: { price: Math.round(80 * EUR_TO_MKD), priceValidUntil: '2025-03-31' },
    });
  });
});
