import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@hiti/contracts';

const script = readFileSync(join(import.meta.dirname, '../../public/theme.js'), 'utf8');

function runBootScript(): void {
  new Function(script)();
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('the theme script the page loads before its first paint', () => {
  it('puts a stored dark choice on <html> at once', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves the light default alone', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
