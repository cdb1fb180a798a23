import type { MessageTranslations } from './types';

/** Translations of the contracts' messages shown by the catalog screens. */
export const catalogMessages: MessageTranslations = { mk: {}, sq: {} };
