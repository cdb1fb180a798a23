import { Card, Flex, Typography } from 'antd';
import { LocaleLink } from '../common/LocaleLink';
import type { Product } from '@hiti/contracts';
import { CategoryBadge, SaleBadge, StockBadge } from './ProductBadges';
import { ProductActions } from './ProductActions';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card
      hoverable
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 10 } }}
      cover={
        <LocaleLink to={`/product/${product.id}`} style={{ position: 'relative', display: 'block' }}>
          <ProductImage
            url={product.imageUrl}
            alt={product.name}
            sizes="(max-width: 576px) 100vw, (max-width: 992px) 50vw, 25vw"
            style={{ height: 220 }}
          />
          {product.promoActive && (
            <span style={{ position: 'absolute', top: 10, left: 10 }}>
              <SaleBadge />
            </span>
          )}
        </LocaleLink>
      }
    >
      <Flex gap={4} wrap>
        <CategoryBadge product={product} />
        <StockBadge inStock={product.inStock} />
      </Flex>
      <LocaleLink to={`/product/${product.id}`}>
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
          {product.name}
        </Typography.Title>
      </LocaleLink>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {product.description}
      </Typography.Paragraph>
      <div style={{ marginTop: 'auto' }}>
        <ProductPrice product={product} />
      </div>
      <ProductActions product={product} block />
    </Card>
  );
}
