import type { mk } from './mk';

/** The same tree of texts with any wording: every language fills it completely. */
type Texts<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Texts<Item>[]
    : { readonly [Key in keyof T]: Texts<T[Key]> };

export type StorefrontTexts = Texts<typeof mk>;
