import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@hiti/contracts';
import { formatDate, formatDenars, priceView } from '../../lib/price';
import { useLanguage } from '../common/use-language';

/** The unit a unit price is per: `piece` is translated, anything else shown as stored. */
export function useUnitLabel(): (unitType: string) => string {
  const { t } = useTranslation();
  return (unitType) => (unitType === 'piece' ? t('product.unitPiece') : unitType);
}

export function ProductPrice({
  product,
  size = 'default',
}: {
  product: Product;
  size?: 'default' | 'large';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unitLabel = useUnitLabel();
  const view = priceView(product, language);
  const fontSize = size === 'large' ? 28 : 20;
  return (
    <Flex vertical gap={2}>
      <Flex align="baseline" gap={8} wrap>
        <Typography.Text
          strong
          style={{ fontSize, color: view.onSale ? '#dc2626' : undefined }}
          data-testid="price"
        >
          {view.current ?? t('product.priceOnRequest')}
        </Typography.Text>
        {view.original && (
          <Typography.Text delete type="secondary" data-testid="original-price">
            {view.original}
          </Typography.Text>
        )}
      </Flex>
      {product.unitPrice !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('product.unitPrice', {
            price: formatDenars(product.unitPrice, language),
            unit: unitLabel(product.unitType),
          })}
        </Typography.Text>
      )}
      {view.promoEndsAt && (
        <Typography.Text type="danger" style={{ fontSize: 13 }}>
          {t('product.promoEnds', { date: formatDate(view.promoEndsAt) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
