import { useTranslation } from '../../i18n/use-translation';
import { productUnitLabel, type Product } from '@hiti/contracts';
import { formatDate, formatDenars, priceView } from '../../lib/price';
import { Text } from '../ui';
import { useLanguage } from '../common/use-language';
import './products.css';

export function ProductPrice({
  product,
  size = 'default',
}: {
  product: Product;
  size?: 'default' | 'large';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = priceView(product, language);
  return (
    <div className={`product-price product-price--${size}`}>
      <div className="product-price__line">
        <Text
          strong
          type={view.onSale ? 'danger' : undefined}
          className="product-price__current"
          data-testid="price"
        >
          {view.current ?? t('product.priceOnRequest')}
        </Text>
        {view.original && (
          <Text type="secondary" data-testid="original-price">
            <del>{view.original}</del>
          </Text>
        )}
      </div>
      {product.unitPrice !== null && (
        <Text type="secondary" className="product-price__note">
          {t('product.unitPrice', {
            price: formatDenars(product.unitPrice, language),
            unit: productUnitLabel(product.unitType, language),
          })}
        </Text>
      )}
      {view.promoEndsAt && (
        <Text type="danger" className="product-price__note">
          {t('product.promoEnds', { date: formatDate(view.promoEndsAt) })}
        </Text>
      )}
    </div>
  );
}
