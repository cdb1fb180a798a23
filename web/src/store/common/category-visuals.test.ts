import { describe, expect, it } from 'vitest';
import { categoryFallbackImage, categorySlug, labelledCategorySlug } from './category-visuals';

describe('category groups', () => {
  it.each([
    ['Kamina Montues', 'Вградени камини', 'built-in'],
    ['Kamina Elektrik', 'Електрични камини', 'electric'],
    ['Aksesor', 'Прибор', 'accessories'],
    ['Soba', 'Печки', 'stoves'],
    ['Kamina të Jashtme', 'Надворешни камини', 'outdoor'],
    ['Kamina montuese', 'Камини за вградување', 'built-in'],
    ['Aksesorë', 'Додатоци', 'accessories'],
  ])('%s and %s are the same group, %s', (albanian, macedonian, slug) => {
    expect(categorySlug(albanian)).toBe(slug);
    expect(categorySlug(` ${macedonian.toUpperCase()} `)).toBe(slug);
    expect(categoryFallbackImage(categorySlug(macedonian))).toBe(`/images/categories/${slug}.jpg`);
  });

  it('knows no group for other names, which get the generic picture', () => {
    expect(categorySlug('Камини на дрва')).toBeUndefined();
    expect(categoryFallbackImage(categorySlug('Kamina Druri'))).toBe('/images/categories/fireplaces.jpg');
  });

  it('relabels only the names of the specification, showing the names staff gave as they are', () => {
    expect(labelledCategorySlug('Kamina Montues')).toBe('built-in');
    expect(labelledCategorySlug('electric')).toBe('electric');
    expect(labelledCategorySlug('Вградени камини')).toBeUndefined();
  });
});
