import type { Language, Product } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { LocaleLink } from '../common/LocaleLink';
import { ProductImage } from '../products/ProductImage';
import { ProductPrice } from '../products/ProductPrice';
import { CloseIcon } from '../ui';
import { comparePath } from './compare-ids';
import { useCompareList } from './compare-list';
import { compareRows } from './compare-rows';

/** The products as columns: picture, name, brand, code and price, then their specifications row by row. */
export function CompareTable({
  products,
  language,
  onlyDifferences,
}: {
  products: readonly Product[];
  language: Language;
  onlyDifferences: boolean;
}) {
  const { t } = useTranslation();
  const { remove } = useCompareList();
  const all = compareRows(products, language);
  const rows = onlyDifferences ? all.filter((row) => row.differs) : all;
  const ids = products.map((product) => product.id);
  return (
    <div className="compare-scroll">
      <table className="compare-table" data-columns={products.length}>
        <caption className="ui-visually-hidden">{t('compare.title')}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th
                key={product.id}
                scope="col"
                className="compare-table__product"
                data-product-id={product.id}
              >
                <LocaleLink to={`/product/${product.id}`} tabIndex={-1} aria-hidden>
                  <ProductImage url={product.imageUrl} alt="" sizes="(max-width: 767px) 45vw, 300px" eager />
                </LocaleLink>
                <LocaleLink to={`/product/${product.id}`} className="compare-table__name">
                  {product.name}
                </LocaleLink>
                <LocaleLink
                  to={comparePath(
                    ids.filter((id) => id !== product.id),
                    onlyDifferences,
                  )}
                  className="compare-table__remove"
                  title={t('compare.removeTitle', { name: product.name })}
                  onClick={() => remove(product.id)}
                >
                  <CloseIcon />
                  {t('compare.remove')}
                </LocaleLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('products.brand')}</th>
            {products.map((product) => (
              <td key={product.id}>{product.brand?.name ?? t('compare.missing')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.code')}</th>
            {products.map((product) => (
              <td key={product.id}>{product.code ?? t('compare.missing')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.price')}</th>
            {products.map((product) => (
              <td key={product.id}>
                <ProductPrice product={product} />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'compare-table__differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && products.length > 1 && (
                  <span className="ui-visually-hidden"> ({t('compare.differs')})</span>
                )}
              </th>
              {row.values.map((value, index) => (
                <td key={ids[index]}>{value ?? t('compare.missing')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {all.length === 0 && <p className="compare-page__note">{t('compare.noSpecifications')}</p>}
      {all.length > 0 && rows.length === 0 && (
        <p className="compare-page__note">{t('compare.noDifferences')}</p>
      )}
    </div>
  );
}
