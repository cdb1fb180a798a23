import type { Language } from '../constants';

/** A message locale: English (the admin UI) or one of the storefront languages. */
export type Locale = 'en' | Language;
