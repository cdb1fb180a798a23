import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { al } from './al';
import { mk } from './mk';
import type { StorefrontTexts } from './types';

export const resources = { mk: { translation: mk }, al: { translation: al } } as const;

/** One i18next instance for the storefront (mk and al); the admin screens are in English. */
export function createI18n(language: Language = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['mk', 'al'],
    interpolation: { escapeValue: false },
    returnObjects: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** The whole text tree of a language, for structured texts (lists of slides, sections). */
export const textsByLanguage: Record<Language, StorefrontTexts> = { mk, al };
