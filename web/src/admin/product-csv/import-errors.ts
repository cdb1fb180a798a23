import { PRODUCT_CSV_TEXT_PAIRS } from '@hiti/contracts';

/**
 * The file's column a reported field stands for: the catalog names a text by its language
 * (`name.mk`, `name.al`), the file by its column (`name`, `name_al`).
 */
export function columnOfField(field: string): string {
  for (const pair of PRODUCT_CSV_TEXT_PAIRS) {
    if (field === `${pair.field}.mk`) return pair.mk;
    if (field === `${pair.field}.al`) return pair.al;
  }
  return field;
}
