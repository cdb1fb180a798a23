import { describe, expect, it } from 'vitest';
import {
  basePath,
  isAlbanianCode,
  languageOfPath,
  localizePath,
  switchLanguagePath,
  withoutLanguagePrefix,
} from './language-path';

describe('language paths', () => {
  it('reads the language from the prefix', () => {
    expect(languageOfPath('/')).toBe('mk');
    expect(languageOfPath('/products')).toBe('mk');
    expect(languageOfPath('/al')).toBe('al');
    expect(languageOfPath('/al/')).toBe('al');
    expect(languageOfPath('/al/product/3')).toBe('al');
    expect(languageOfPath('/albums')).toBe('mk');
  });

  it('drops and adds the prefix', () => {
    expect(basePath('/al/')).toBe('/');
    expect(basePath('/al')).toBe('/');
    expect(basePath('/al/contact')).toBe('/contact');
    expect(basePath('/contact')).toBe('/contact');
    expect(basePath('/about/')).toBe('/about');
    expect(basePath('/al/product/3/')).toBe('/product/3');
    expect(basePath('/')).toBe('/');
    expect(localizePath('/', 'al')).toBe('/al/');
    expect(localizePath('/products?onPromo=true', 'al')).toBe('/al/products?onPromo=true');
    expect(localizePath('/products', 'mk')).toBe('/products');
  });

  it('drops the prefix of a path as it was written, trailing slash kept', () => {
    expect(withoutLanguagePrefix('/al')).toBe('/');
    expect(withoutLanguagePrefix('/al/')).toBe('/');
    expect(withoutLanguagePrefix('/al/products/')).toBe('/products/');
    expect(withoutLanguagePrefix('/albums')).toBe('/albums');
    expect(withoutLanguagePrefix('/contact')).toBe('/contact');
  });

  it('reads Albanian from its address code and its language code', () => {
    expect(isAlbanianCode('al')).toBe(true);
    expect(isAlbanianCode('sq')).toBe(true);
    expect(isAlbanianCode('mk')).toBe(false);
    expect(isAlbanianCode('AL')).toBe(false);
  });

  it('switches a page to the other language keeping its query', () => {
    expect(switchLanguagePath('/products', '?category=Soba', '', 'al')).toBe('/al/products?category=Soba');
    expect(switchLanguagePath('/al/product/5', '', '', 'mk')).toBe('/product/5');
    expect(switchLanguagePath('/al/', '', '#about', 'mk')).toBe('/#about');
    expect(switchLanguagePath('/contact/', '', '', 'al')).toBe('/al/contact');
  });
});
