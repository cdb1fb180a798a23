import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LANGUAGE, DEFAULT_THEME, LANGUAGES, ROLES, STORAGE_KEYS, THEMES } from '@hiti/contracts';
import type { Language, Role, Theme } from '@hiti/contracts';
import { textStorage } from './text-storage';

/** The storefront language, kept under `language` (Albanian was also stored as `sq`). */
export const languageAtom = atomWithStorage<Language>(
  STORAGE_KEYS.language,
  DEFAULT_LANGUAGE,
  textStorage<Language>(LANGUAGES, { sq: 'al' }),
  { getOnInit: true },
);

/** Light or dark, kept under `hiti-kamina-theme`. */
export const themeAtom = atomWithStorage<Theme>(
  STORAGE_KEYS.theme,
  DEFAULT_THEME,
  textStorage<Theme>(THEMES),
  {
    getOnInit: true,
  },
);

/** The signed-in admin's role as last seen (under `userRole`); the server's auth check decides. */
export const userRoleAtom = atomWithStorage<Role | null>(
  STORAGE_KEYS.role,
  null,
  textStorage<Role | null>(ROLES),
  {
    getOnInit: true,
  },
);

/** Whether the mobile menu is open. */
export const mobileMenuOpenAtom = atom(false);
