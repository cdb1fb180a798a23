import { catalogMessages } from './catalog';
import { contentMessages } from './content';
import { staffMessages } from './staff';
import type { MessageTranslations } from './types';

/** Every admin area's translations of the contracts' messages, in one table per language. */
export const adminMessageTranslations: MessageTranslations = {
  mk: { ...catalogMessages.mk, ...contentMessages.mk, ...staffMessages.mk },
  al: { ...catalogMessages.al, ...contentMessages.al, ...staffMessages.al },
};
