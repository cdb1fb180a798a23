import type { MessageTranslations } from './types';

/** Translations of the contracts' messages shown by the content screens. */
export const contentMessages: MessageTranslations = { mk: {}, sq: {} };
