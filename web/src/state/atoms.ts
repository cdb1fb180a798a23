import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGES,
  ROLES,
  STORAGE_KEYS,
  THEMES,
  localeOf,
} from '@hiti/contracts';
import type { Language, Role, Theme } from '@hiti/contracts';
import { persistedAtom } from './persisted-atom';
import { textStorage } from './text-storage';

/** The storefront language, kept under `language` (Albanian was also stored as `sq`). */
export const languageAtom = persistedAtom<Language>(
  STORAGE_KEYS.language,
  DEFAULT_LANGUAGE,
  textStorage<Language>(LANGUAGES, localeOf),
);

/** Light or dark, kept under `hiti-kamina-theme`. */
export const themeAtom = persistedAtom<Theme>(STORAGE_KEYS.theme, DEFAULT_THEME, textStorage<Theme>(THEMES));

/** The signed-in admin's role as last seen (under `userRole`); the server's auth check decides. */
export const userRoleAtom = persistedAtom<Role | null>(
  STORAGE_KEYS.role,
  null,
  textStorage<Role | null>(ROLES),
);
