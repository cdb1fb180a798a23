import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { validationKeys } from '@hiti/contracts';
import { ADMIN_LANGUAGE_KEY } from './admin-language';
import { useAdminLanguage, useAdminTexts, useAdminValidation } from './use-admin-language';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={createStore()}>{children}</Provider>;
}

function renderTexts() {
  return renderHook(
    () => ({
      language: useAdminLanguage(),
      frame: useAdminTexts('frame'),
      message: useAdminTexts('messages'),
      validation: useAdminValidation(),
    }),
    { wrapper },
  );
}

afterEach(() => window.localStorage.clear());

describe('admin texts', () => {
  it('speaks English by default, variables filled in', () => {
    const { result } = renderTexts();
    expect(result.current.frame('logout')).toBe('Logout');
    expect(result.current.message('uploadImageSuccessBody', { file: 'logo.png' })).toBe(
      'Image logo.png uploaded successfully!',
    );
  });

  it('switches every kind of text with the chosen language and keeps the choice', () => {
    const { result } = renderTexts();
    act(() => result.current.language.setLanguage('al'));
    expect(result.current.frame('logout')).toBe('Dilni');
    expect(result.current.message('uploadImageSuccessBody', { file: 'logo.png' })).toMatch(/logo\.png/);
    expect(result.current.validation(validationKeys.loginUsername)).toBe(
      'Emri i përdoruesit është i detyrueshëm',
    );
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('al');
    act(() => result.current.language.setLanguage('mk'));
    expect(result.current.frame('logout')).toBe('Одјава');
    expect(result.current.message('uploadImageSuccessBody', { file: 'logo.png' })).not.toBe(
      'Image logo.png uploaded successfully!',
    );
  });
});
