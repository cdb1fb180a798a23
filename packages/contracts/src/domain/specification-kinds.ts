import { SPECIFICATION_ATTRIBUTES, SPECIFICATION_KEYS, type SpecificationKey } from './specifications';

/** The attributes of each kind, and the query parameters filtering them; plain data (see specifications.ts). */

type KeyOfKind<Kind> = {
  [Key in SpecificationKey]: (typeof SPECIFICATION_ATTRIBUTES)[Key]['kind'] extends Kind ? Key : never;
}[SpecificationKey];
export type ChoiceSpecificationKey = KeyOfKind<'choice'>;
export type NumberSpecificationKey = KeyOfKind<'number'>;
export type YesNoSpecificationKey = KeyOfKind<'yesNo'>;

const keysOfKind = <Key extends SpecificationKey>(kind: string) =>
  SPECIFICATION_KEYS.filter((key) => SPECIFICATION_ATTRIBUTES[key].kind === kind) as Key[];
export const CHOICE_SPECIFICATION_KEYS = keysOfKind<ChoiceSpecificationKey>('choice');
export const NUMBER_SPECIFICATION_KEYS = keysOfKind<NumberSpecificationKey>('number');
export const YES_NO_SPECIFICATION_KEYS = keysOfKind<YesNoSpecificationKey>('yesNo');

/** The query parameters of a number attribute's range: `heatOutputMin`, `heatOutputMax`. */
export type RangeParam = `${NumberSpecificationKey}${'Min' | 'Max'}`;
export const rangeParams = (key: NumberSpecificationKey) => ({
  min: `${key}Min` as RangeParam,
  max: `${key}Max` as RangeParam,
});

/** Every query parameter of a specification filter. */
export type SpecificationParam = ChoiceSpecificationKey | RangeParam | YesNoSpecificationKey;
