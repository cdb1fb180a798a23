import { describe, expect, it } from 'vitest';
import type { Product } from '@hiti/contracts';
import { EUR_TO_MKD } from '../../lib/price';
import { localBusiness, productData } from './structured-data';
import { aProduct } from '@hiti/contracts/testing';

const showroom = {
  id: 'https://hitikamina.mk/#business',
  name: 'Хити Камина',
  url: 'https://hitikamina.mk/',
  logo: 'https://hitikamina.mk/logo.png',
  address: '',
  locality: '',
  postalCode: '',
  geo: '',
  telephone: '',
  email: '',
  hours: 'Понеделник – петок: 08:00 – 18:00\nНедела: затворено',
  sameAs: [],
};

describe('LocalBusiness', () => {
  it('leaves out the details staff have not entered', () => {
    const data = localBusiness(showroom);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).toMatchObject({
      '@id': 'https://hitikamina.mk/#business',
      address: { '@type': 'PostalAddress', addressCountry: 'MK' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: '08:00',
          closes: '18:00',
        },
      ],
    });
    expect(data).not.toHaveProperty('address.streetAddress');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('openingHours');
  });

  it('carries the details staff entered', () => {
    const data = localBusiness({
      ...showroom,
      address: 'ул. Илинденска 1',
      locality: 'Тетово',
      postalCode: '1200',
      geo: '42.0106, 20.9715',
      telephone: '+389 44 123 456',
      email: 'info@hitikamina.mk',
      hours: '',
      sameAs: ['https://www.facebook.com/hitikamina'],
    });
    expect(data).toMatchObject({
      telephone: '+389 44 123 456',
      email: 'info@hitikamina.mk',
      address: { streetAddress: 'ул. Илинденска 1', addressLocality: 'Тетово', postalCode: '1200' },
      geo: { '@type': 'GeoCoordinates', latitude: 42.0106, longitude: 20.9715 },
      sameAs: ['https://www.facebook.com/hitikamina'],
    });
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('leaves out a map position that is not one', () => {
    for (const geo of ['Тетово', '42.01', '95, 20', '1, 2, 3']) {
      expect(localBusiness({ ...showroom, geo }), geo).not.toHaveProperty('geo');
    }
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
  const image = ['https://hitikamina.mk/attached_assets/glass.jpg'];

  it('gives no Product block for a product with its price on request (rejected without an offer)', () => {
    expect(productData(product({}), url, image)).toBeNull();
  });

  it('lists every image of its gallery, the card image first', () => {
    const images = [
      'https://hitikamina.mk/attached_assets/front.jpg?w=1280',
      'https://hitikamina.mk/attached_assets/side.jpg?w=1280',
    ];
    const data = productData(product({ fullPrice: 100, effectivePrice: 100 }), url, images);
    expect(data).toMatchObject({ image: images });
  });

  it("names the product's brand as a schema.org Brand, and none for a product without one", () => {
    const priced = { fullPrice: 100, effectivePrice: 100 };
    const branded = productData(product({ ...priced, brand: { id: 3, name: 'Jøtul' } }), url, image);
    expect(branded).toMatchObject({ brand: { '@type': 'Brand', name: 'Jøtul' } });
    expect(productData(product(priced), url, image)).not.toHaveProperty('brand');
  });

  it('names a product by its code as its sku, by its id where it has none', () => {
    const coded = productData(product({ fullPrice: 100, effectivePrice: 100, code: 'KV-70' }), url, image);
    expect(coded).toMatchObject({ sku: 'KV-70' });
  });

  it('offers a priced product in denars, with no property schema.org does not give a Product', () => {
    const data = productData(product({ fullPrice: 100, effectivePrice: 100 }), url, image);
    expect(data).toMatchObject({ '@type': 'Product', sku: '7' });
    expect(data).not.toHaveProperty('inLanguage');
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
    expect(productData(onSale, url, image)).toMatchObject({
      offers: { price: Math.round(80 * EUR_TO_MKD), priceValidUntil: '2025-03-31' },
    });
  });
});
