import { useTranslation } from '../../i18n/use-translation';
import type { Product } from '@hiti/contracts';
import { Tag } from '../ui';
import { useCategoryLabel } from '../common/useCategoryLabel';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={inStock ? 'green' : undefined}>
      {inStock ? t('product.inStock') : t('product.outOfStock')}
    </Tag>
  );
}

export function SaleBadge() {
  const { t } = useTranslation();
  return (
    <Tag color="red" className="product-sale-badge">
      {t('product.sale')}
    </Tag>
  );
}

export function CategoryBadge({ product }: { product: Pick<Product, 'category'> }) {
  const label = useCategoryLabel();
  return <Tag color="orange">{label(product.category)}</Tag>;
}
