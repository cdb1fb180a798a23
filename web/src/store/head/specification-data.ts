import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  SPECIFICATION_UNITS,
  formatSpecificationValue,
  specificationLabel,
  type Language,
  type SpecificationAttribute,
  type Specifications,
} from '@hiti/contracts';

/**
 * A product's specifications as schema.org PropertyValues (`additionalProperty`): a number with its
 * UN/CEFACT `unitCode` and unit text, a choice or yes/no as the text the page shows.
 */
export function specificationProperties(
  specifications: Specifications | undefined,
  language: Language,
): object[] {
  return SPECIFICATION_KEYS.flatMap((key): object[] => {
    const value = specifications?.[key];
    if (value === undefined) return [];
    const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
    const name = specificationLabel(key, language);
    if (attribute.kind === 'number' && typeof value === 'number') {
      const unit = SPECIFICATION_UNITS[attribute.unit];
      return [{ '@type': 'PropertyValue', name, value, unitCode: unit.unitCode, unitText: unit.symbol }];
    }
    return [{ '@type': 'PropertyValue', name, value: formatSpecificationValue(key, value, language) }];
  });
}
