import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { languageAtom, themeAtom, userRoleAtom } from './atoms';

describe('language', () => {
  it('defaults to Macedonian and keeps the choice as plain text under "language"', () => {
    const store = createStore();
    expect(store.get(languageAtom)).toBe('mk');
    store.set(languageAtom, 'al');
    expect(window.localStorage.getItem('language')).toBe('al');
    expect(createStore().get(languageAtom)).toBe('al');
  });

  it('reads the older spelling sq as Albanian and ignores unknown values', () => {
    window.localStorage.setItem('language', 'sq');
    expect(createStore().get(languageAtom)).toBe('al');
    window.localStorage.setItem('language', 'de');
    expect(createStore().get(languageAtom)).toBe('mk');
  });
});

describe('theme', () => {
  it('defaults to light and keeps the choice under hiti-kamina-theme', () => {
    const store = createStore();
    expect(store.get(themeAtom)).toBe('light');
    store.set(themeAtom, 'dark');
    expect(window.localStorage.getItem('hiti-kamina-theme')).toBe('dark');
    expect(createStore().get(themeAtom)).toBe('dark');
    window.localStorage.setItem('hiti-kamina-theme', 'neon');
    expect(createStore().get(themeAtom)).toBe('light');
  });
});

describe('userRole', () => {
  it('is stored under userRole and removed when cleared', () => {
    const store = createStore();
    expect(store.get(userRoleAtom)).toBeNull();
    store.set(userRoleAtom, 'product_manager');
    expect(window.localStorage.getItem('userRole')).toBe('product_manager');
    expect(createStore().get(userRoleAtom)).toBe('product_manager');
    store.set(userRoleAtom, null);
    expect(window.localStorage.getItem('userRole')).toBeNull();
  });
});
