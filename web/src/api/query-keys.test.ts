import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { productKeys, queryKeysFactory } from './query-keys';

describe('queryKeysFactory', () => {
  it('nests lists and details under the resource', () => {
    const keys = queryKeysFactory('things');
    expect(keys.all).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ category: 'A' })).toEqual(['things', 'list', { category: 'A' }]);
    expect(keys.list()).toEqual(['things', 'list', {}]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.detail(12)).toEqual(['things', 'detail', '12']);
    expect(keys.detail('12')).toEqual(keys.detail(12));
  });

  it('lets one invalidation reach every list and another every detail, and nothing of other resources', async () => {
    const client = createQueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, 'data');
    seed(productKeys.list({}));
    seed(productKeys.list({ onPromo: 'true' }));
    seed(productKeys.detail(3));
    seed(queryKeysFactory('categories').list());

    await client.invalidateQueries({ queryKey: productKeys.lists() });
    const invalid = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalid(productKeys.list({}))).toBe(true);
    expect(invalid(productKeys.list({ onPromo: 'true' }))).toBe(true);
    expect(invalid(productKeys.detail(3))).toBe(false);
    expect(invalid(queryKeysFactory('categories').list())).toBe(false);

    await client.invalidateQueries({ queryKey: productKeys.details() });
    expect(invalid(productKeys.detail(3))).toBe(true);
  });
});
