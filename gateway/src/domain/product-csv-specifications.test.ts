import { describe, expect, it } from 'vitest';
import { productUpdateSchema, validationMessages, type BilingualProduct } from '@hiti/contracts';
import { productsToCsv, readProductCsv } from './product-csv';
import { readSpecificationCell } from './product-csv-specifications';

const stove: BilingualProduct = {
  id: 4,
  name: { mk: 'Печка на пелети Дрин', al: 'Sobë me Pelet Drin' },
  description: { mk: 'Печка', al: 'Sobë' },
  categoryId: 6,
  category: { mk: 'Печки на пелети', al: 'Soba me Pelet' },
  imageUrl: '/attached_assets/demo-soba-pelet.jpg',
  fullPrice: 1590,
  unitPrice: null,
  unitType: 'piece',
  inStock: true,
  onPromo: false,
  promoPrice: null,
  promoStartDate: null,
  promoEndDate: null,
  featured: false,
  pdfUrl: null,
  specifications: {
    heatOutput: 8.5,
    heatedVolume: 235,
    fuel: 'pellets',
    energyClass: 'A++',
    remoteControl: true,
    centralHeating: false,
  },
  promoActive: false,
  effectivePrice: 1590,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('specification columns of the product CSV', () => {
  it('round-trip every specification: an export read back sets the same values and clears the empty ones', () => {
    const [row] = readProductCsv(productsToCsv([stove])).rows;
    const update = productUpdateSchema.parse(row?.product);
    const { specifications } = update;
    expect(
      Object.fromEntries(Object.entries(specifications ?? {}).filter(([, value]) => value !== null)),
    ).toEqual(stove.specifications);
    expect(specifications).toMatchObject({ weight: null, oven: null, finish: null });
  });

  it('writes numbers with a decimal point, choices by their key and yes/no as true/false', () => {
    const [header = '', line = ''] = productsToCsv([stove]).split('\r\n');
    const cells = Object.fromEntries(
      header
        .replace('\uFEFF', '')
        .split(',')
        .map((column, index) => [column, line.split(',')[index]]),
    );
    expect(cells).toMatchObject({
      spec_heatOutput: '8.5',
      spec_fuel: 'pellets',
      spec_energyClass: 'A++',
      spec_remoteControl: 'true',
      spec_centralHeating: 'false',
      spec_weight: '',
    });
  });

  it('reads a decimal comma, a choice by its name in any language, and passes on what it cannot read', () => {
    expect(readSpecificationCell('heatOutput', ' 8,5 ')).toBe(8.5);
    expect(readSpecificationCell('fuel', 'Пелети')).toBe('pellets');
    expect(readSpecificationCell('fuel', 'pelet')).toBe('pellets');
    expect(readSpecificationCell('oven', '1')).toBe(true);
    expect(readSpecificationCell('heatOutput', '')).toBeNull();
    expect(readSpecificationCell('heatOutput', '8,5 kW')).toBe('8,5 kW');
    const file = '\uFEFFid,spec_heatOutput,spec_fuel\r\n4,8 kW,coal\r\n';
    const [row] = readProductCsv(file).rows;
    const issues = productUpdateSchema.safeParse(row?.product).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['specifications.heatOutput', validationMessages.specificationNumber],
      ['specifications.fuel', validationMessages.specificationChoice],
    ]);
  });

  it('refuses a column of an attribute that is not declared', () => {
    expect(readProductCsv('id,spec_colour\r\n4,red\r\n').errors).toEqual([
      { row: 1, field: 'spec_colour', message: validationMessages.importColumnUnknown },
    ]);
  });
});
