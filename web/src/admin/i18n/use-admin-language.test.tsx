import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiMessage, validationKeys } from '@hiti/contracts';
import { ADMIN_LANGUAGE_KEY } from './admin-language';
import { defineAdminTexts } from './define-texts';
import { adminMessageTranslations } from './messages';
import { useAdminLanguage, useAdminMessage, useAdminTexts, useAdminValidation } from './use-admin-language';

const sample = defineAdminTexts(
  'sample',
  { greeting: 'Hello {{name}}', plain: 'Save' },
  {
    mk: { greeting: 'Здраво {{name}}', plain: 'Зачувај' },
    al: { greeting: 'Përshëndetje {{name}}', plain: 'Ruaj' },
  },
);

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={createStore()}>{children}</Provider>;
}

function renderTexts() {
  return renderHook(
    () => ({
      language: useAdminLanguage(),
      t: useAdminTexts(sample),
      message: useAdminMessage(),
      validation: useAdminValidation(),
    }),
    { wrapper },
  );
}

afterEach(() => window.localStorage.clear());

describe('admin texts', () => {
  it('speaks English by default, variables filled in', () => {
    const { result } = renderTexts();
    expect(result.current.t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(result.current.message('updateContentFailed', { key: 'logo' })).toBe(
      uiMessage('updateContentFailed', 'en', { key: 'logo' }),
    );
  });

  it('switches every kind of text with the chosen language and keeps the choice', () => {
    const { result } = renderTexts();
    act(() => result.current.language.setLanguage('al'));
    expect(result.current.t('plain')).toBe('Ruaj');
    expect(result.current.t('greeting', { name: 'Ana' })).toBe('Përshëndetje Ana');
    expect(result.current.validation(validationKeys.loginUsername)).toBe(
      'Emri i përdoruesit është i detyrueshëm',
    );
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('al');
    act(() => result.current.language.setLanguage('mk'));
    expect(result.current.t('plain')).toBe('Зачувај');
  });

  it('shows a contracts message in English when no translation is given', () => {
    const translated = adminMessageTranslations.mk.logoCreateFailed;
    delete adminMessageTranslations.mk.logoCreateFailed;
    try {
      window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
      const { result } = renderTexts();
      expect(result.current.message('logoCreateFailed')).toBe(uiMessage('logoCreateFailed', 'en'));
    } finally {
      adminMessageTranslations.mk.logoCreateFailed = translated;
    }
  });
});
