import type { en } from './en';

/** A refusal of a form or of API input, as schemas raise it. */
export type ValidationMessageKey = keyof typeof en;

/** The refusals in one language: a text for every key. */
export type ValidationTexts = Record<ValidationMessageKey, string>;
