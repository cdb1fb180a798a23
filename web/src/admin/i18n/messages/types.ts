import type { UiMessageKey } from '@hiti/contracts';

/** Macedonian and Albanian for contracts messages that the SPEC gives in English only. */
export interface MessageTranslations {
  mk: Partial<Record<UiMessageKey, string>>;
  al: Partial<Record<UiMessageKey, string>>;
}
