import { Space, Tag } from 'antd';
import type { Product } from '@hiti/contracts';

export function ProductStatusTags({ product }: { product: Product }) {
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={product.inStock ? 'green' : 'default'}>{product.inStock ? 'In Stock' : 'Out of Stock'}</Tag>
      {product.promoActive && <Tag color="red">On Promotion</Tag>}
      {!product.promoActive && product.promoPrice !== null && <Tag>Promotion inactive</Tag>}
      {product.featured && <Tag color="gold">Featured</Tag>}
    </Space>
  );
}
