/**
 * The tree of texts of a reference language with any wording: a language typed with it gives every key of the
 * reference, and no other.
 */
export type SameTexts<T> = T extends string ? string : { readonly [Key in keyof T]: SameTexts<T[Key]> };
