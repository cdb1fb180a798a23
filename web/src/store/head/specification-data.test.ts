import { describe, expect, it } from 'vitest';
import { productData } from './structured-data';
import { aProduct } from '@hiti/contracts/testing';

describe('Product specifications in structured data', () => {
  const stove = aProduct({
    fullPrice: 1000,
    specifications: {
      heatOutput: 8.5,
      heatedVolume: 220,
      efficiency: 80,
      flueDiameter: 150,
      weight: 90,
      fuel: 'pellets',
      oven: true,
    },
  });

  it('names each specification as a PropertyValue, numbers with their UN/CEFACT unit code', () => {
    const data = productData(stove, 'https://hitikamina.mk/al/product/1', [], 'al') as {
      additionalProperty: unknown[];
    };
    expect(data.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        name: 'Fuqia nominale termike',
        value: 8.5,
        unitCode: 'KWT',
        unitText: 'kW',
      },
      { '@type': 'PropertyValue', name: 'Vëllimi i ngrohur', value: 220, unitCode: 'MTQ', unitText: 'm³' },
      { '@type': 'PropertyValue', name: 'Efikasiteti', value: 80, unitCode: 'P1', unitText: '%' },
      { '@type': 'PropertyValue', name: 'Lënda djegëse', value: 'Pelet' },
      { '@type': 'PropertyValue', name: 'Diametri i oxhakut', value: 150, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Pesha', value: 90, unitCode: 'KGM', unitText: 'kg' },
      { '@type': 'PropertyValue', name: 'Furrë pjekjeje', value: 'Po' },
    ]);
  });

  it('has no additionalProperty for a product without specifications', () => {
    expect(
      productData(aProduct({ fullPrice: 1000 }), 'https://hitikamina.mk/product/1', []),
    ).not.toHaveProperty('additionalProperty');
  });
});
