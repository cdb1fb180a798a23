import { Space, Tag } from 'antd';
import type { Product } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';

export function ProductStatusTags({ product }: { product: Product }) {
  const t = useAdminTexts('productList');
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={product.inStock ? 'green' : 'default'}>{t(product.inStock ? 'inStock' : 'outOfStock')}</Tag>
      {product.promoActive && <Tag color="red">{t('onPromotion')}</Tag>}
      {!product.promoActive && product.promoPrice !== null && <Tag>{t('promotionInactive')}</Tag>}
      {product.featured && <Tag color="gold">{t('featured')}</Tag>}
    </Space>
  );
}
