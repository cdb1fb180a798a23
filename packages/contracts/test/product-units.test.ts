import { describe, expect, it } from 'vitest';
import {
  PRODUCT_UNITS,
  bilingualProductSchema,
  productCreateSchema,
  productUnitFromText,
  productUnitLabel,
  productUpdateSchema,
  validationMessages,
} from '../src';
import { issuesAt, parseOk } from './helpers';

const valid = {
  name: { mk: 'Пелети', al: 'Pelet' },
  description: { mk: 'Пелети од бука', al: 'Pelet ahu' },
  category: 'Pelet',
  imageUrl: 'https://example.com/pelet.jpg',
};

describe('product units', () => {
  it('labels every unit in Macedonian, Albanian and English', () => {
    for (const unit of PRODUCT_UNITS) {
      for (const locale of ['mk', 'al', 'en'] as const) expect(productUnitLabel(unit, locale)).not.toBe('');
    }
    expect(productUnitLabel('kg', 'mk')).toBe('кг');
    expect(productUnitLabel('piece', 'al')).toBe('copë');
    expect(productUnitLabel('m2', 'mk')).toBe('м²');
  });

  it.each([
    ['kg', 'kg'],
    ['кг', 'kg'],
    ['КГ.', 'kg'],
    [' Kg ', 'kg'],
    ['парче', 'piece'],
    ['ком', 'piece'],
    ['copë', 'piece'],
    ['m²', 'm2'],
    ['м2', 'm2'],
    ['комплет', 'set'],
    ['palë', 'pair'],
    ['вреќа', 'bag'],
  ])('reads the older spelling %j as %s', (text, unit) => {
    expect(productUnitFromText(text)).toBe(unit);
  });

  it('knows no unit in other text', () => {
    expect(productUnitFromText('22 den')).toBeUndefined();
    expect(productUnitFromText('')).toBeUndefined();
  });

  it('takes a unit as its key or its label in either language', () => {
    expect(parseOk(productCreateSchema, { ...valid, unitType: 'thes' }).unitType).toBe('bag');
    expect(parseOk(productCreateSchema, { ...valid, unitType: 'парче' }).unitType).toBe('piece');
    expect(parseOk(productUpdateSchema, { unitType: 'm2' }).unitType).toBe('m2');
  });

  it('refuses an unknown unit under the field, and an empty one as missing', () => {
    expect(issuesAt(productCreateSchema, { ...valid, unitType: 'bucket' }, 'unitType')).toEqual([
      validationMessages.unitTypeUnknown,
    ]);
    expect(issuesAt(productUpdateSchema, { unitType: ' ' }, 'unitType')).toEqual([
      validationMessages.unitTypeRequired,
    ]);
  });

  it('answers only unit keys', () => {
    const shape = bilingualProductSchema.shape.unitType;
    expect(shape.safeParse('kg').success).toBe(true);
    expect(shape.safeParse('кг').success).toBe(false);
  });
});
