import { Card, Col, Row, Skeleton } from 'antd';
import type { Product } from '@hiti/contracts';
import { SKELETON_PLACEHOLDERS } from '@hiti/contracts';
import { ProductCard } from './ProductCard';

const columns = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** One to four columns depending on the width. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <Row gutter={[20, 20]}>
      {products.map((product) => (
        <Col key={product.id} {...columns}>
          <ProductCard product={product} />
        </Col>
      ))}
    </Row>
  );
}

export function ProductGridSkeleton({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <Row gutter={[20, 20]} data-testid="product-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...columns}>
          <Card cover={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
