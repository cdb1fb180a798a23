import {
  SPECIFICATION_TABLE_TITLE,
  SPECIFICATION_KEYS,
  formatSpecificationValue,
  specificationLabel,
  type Language,
  type Specifications,
} from '@hiti/contracts';
import { Title } from '../ui';
import './specifications.css';

/** A product's specifications as a two-column table in the page's language (`8,5 kW`); nothing when it has none. */
export function SpecificationTable({
  specifications,
  language,
}: {
  specifications: Specifications | undefined;
  language: Language;
}) {
  const rows = SPECIFICATION_KEYS.flatMap((key) => {
    const value = specifications?.[key];
    return value === undefined ? [] : [{ key, value }];
  });
  if (rows.length === 0) return null;
  return (
    <section className="product-specifications" aria-labelledby="product-specifications-title">
      <Title level={2} id="product-specifications-title">
        {SPECIFICATION_TABLE_TITLE[language]}
      </Title>
      <table className="product-specifications__table">
        <tbody>
          {rows.map(({ key, value }) => (
            <tr key={key}>
              <th scope="row">{specificationLabel(key, language)}</th>
              <td>{formatSpecificationValue(key, value, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
