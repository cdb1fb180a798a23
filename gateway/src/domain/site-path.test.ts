import { describe, expect, it } from 'vitest';
import { sameSitePath } from './site-path';

describe('sameSitePath', () => {
  it('keeps an ordinary path as it is', () => {
    expect(sameSitePath('/products')).toBe('/products');
    expect(sameSitePath('/al/product/3')).toBe('/al/product/3');
    expect(sameSitePath('/')).toBe('/');
  });

  it('never answers a path another site could be read from', () => {
    const spellings = [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '///evil.example',
      '/products/..//evil.example',
      '/./\\/evil.example',
      '/%2e%2e//evil.example',
      '/\t/evil.example',
      '',
    ];
    for (const spelling of spellings) {
      const path = sameSitePath(spelling);
      expect(path, spelling).toMatch(/^\/(?![/\\])/u);
      expect(path, spelling).not.toMatch(/[\\\s]/u);
      expect(new URL(path, 'https://hitikamina.mk').origin, spelling).toBe('https://hitikamina.mk');
    }
  });
});
