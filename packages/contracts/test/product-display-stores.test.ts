import { describe, expect, it } from 'vitest';
import { aProduct } from '../src/testing';
import {
  MAX_STORES,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
  unknownStoreIds,
  validationMessages,
} from '../src';
import { issuesAt, parseOk } from './helpers';

const valid = {
  name: { mk: 'Печка Пелистер', al: 'Sobë Pelister' },
  description: { mk: 'Печка на дрва', al: 'Sobë me dru' },
  category: 'Sobe',
  imageUrl: '/attached_assets/soba.jpg',
};

describe('the stores a product is on display in', () => {
  it('are none unless given, and each store once in the order given', () => {
    expect(parseOk(productCreateSchema, valid).displayStoreIds).toEqual([]);
    expect(parseOk(productCreateSchema, { ...valid, displayStoreIds: [4, 2, 4] }).displayStoreIds).toEqual([
      4, 2,
    ]);
    expect(parseOk(productUpdateSchema, {}).displayStoreIds).toBeUndefined();
    expect(parseOk(productUpdateSchema, { displayStoreIds: [] }).displayStoreIds).toEqual([]);
  });

  it.each([[['Битола']], [[0]], [[-1]], [[1.5]], ['3'], [null]])(
    'refuses %j under the field with the unknown-store message',
    (displayStoreIds) => {
      const messages = [
        ...issuesAt(productCreateSchema, { ...valid, displayStoreIds }, 'displayStoreIds'),
        ...issuesAt(productCreateSchema, { ...valid, displayStoreIds }, 'displayStoreIds.0'),
      ];
      expect(messages).toEqual([validationMessages.storeUnknown]);
    },
  );

  it('refuses more stores than the site can list', () => {
    const displayStoreIds = Array.from({ length: MAX_STORES + 1 }, (_, index) => index + 1);
    expect(issuesAt(productUpdateSchema, { displayStoreIds }, 'displayStoreIds')).toEqual([
      validationMessages.storeLimit,
    ]);
  });

  it('names the ids no store has', () => {
    expect(unknownStoreIds([3, 9, 9, 5], [{ id: 3 }, { id: 5 }])).toEqual([9]);
    expect(unknownStoreIds([], [])).toEqual([]);
  });

  it('are read from a product that has them, and absent from one stored before them', () => {
    const read = aProduct({
      name: 'Печка',
      description: 'Печка',
      category: 'Печки',
      imageUrl: '/a.jpg',
      fullPrice: null,
    });
    expect(productSchema.parse({ ...read, displayStoreIds: [2] }).displayStoreIds).toEqual([2]);
    expect(productSchema.parse(read).displayStoreIds).toBeUndefined();
  });
});
