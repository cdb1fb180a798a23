import { describe, expect, it } from 'vitest';
import { pathInLanguage, sameSitePath } from './site-path';

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

describe('pathInLanguage', () => {
  it('moves a page between the Macedonian root and the Albanian prefix, as it is written', () => {
    expect(pathInLanguage('/', 'al')).toBe('/al/');
    expect(pathInLanguage('/products', 'sq')).toBe('/al/products');
    expect(pathInLanguage('/al/product/3', 'mk')).toBe('/product/3');
    expect(pathInLanguage('/al', 'mk')).toBe('/');
    expect(pathInLanguage('/al/about/', 'mk')).toBe('/about/');
    expect(pathInLanguage('/al/contact', 'al')).toBe('/al/contact');
    expect(pathInLanguage('/albums', 'xx')).toBe('/albums');
  });

  it('never leads to another site, whatever the language', () => {
    expect(pathInLanguage('/al//evil.example', 'mk')).toBe('/evil.example');
    expect(pathInLanguage('//evil.example', 'al')).toBe('/al/evil.example');
  });
});
