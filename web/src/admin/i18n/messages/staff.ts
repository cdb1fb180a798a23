import type { MessageTranslations } from './types';

/** Translations of the contracts' messages shown by the staff screens. */
export const staffMessages: MessageTranslations = { mk: {}, sq: {} };
