import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocaleLink } from '../common/LocaleLink';
import { uiMessage } from '@hiti/contracts';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { CategoryBadge, SaleBadge, StockBadge } from '../products/ProductBadges';
import { ProductActions } from '../products/ProductActions';
import { ProductImage } from '../products/ProductImage';
import { ProductPrice } from '../products/ProductPrice';
import { useProductHead } from './product-head';
import { parseProductId, useStoreProduct } from './use-store-product';

function ProductNotFound() {
  const language = useLanguage();
  usePageHead({ title: uiMessage('productNotFound', language), notFound: true });
  return (
    <Result
      status="404"
      title={uiMessage('productNotFound', language)}
      subTitle={uiMessage('productNotFoundBody', language)}
      extra={
        <LinkButton to="/products" type="primary">
          {uiMessage('backToProducts', language)}
        </LinkButton>
      }
    />
  );
}

export function ProductDetailPage() {
  const { t } = useTranslation();
  const id = parseProductId(useParams().id);
  const product = useStoreProduct(id);

  if (id === undefined || product.data === null) return <ProductNotFound />;
  return <ProductView product={product} backTo="/products" backLabel={t('product.back')} />;
}

function ProductView({
  product,
  backTo,
  backLabel,
}: {
  product: ReturnType<typeof useStoreProduct>;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  useProductHead(product.data ?? undefined);

  return (
    <PageSection>
      <LocaleLink to={backTo}>
        <ArrowLeftOutlined /> {backLabel}
      </LocaleLink>
      {product.isPending ? (
        <Skeleton active style={{ marginTop: 24 }} paragraph={{ rows: 8 }} />
      ) : product.isError || product.data === null ? (
        <Result
          status="warning"
          title={t('product.loadFailed')}
          subTitle={t('meta.unavailableBody')}
          extra={
            <Button type="primary" onClick={() => void product.refetch()}>
              {t('meta.retry')}
            </Button>
          }
        />
      ) : (
        <Row gutter={[40, 24]} style={{ marginTop: 24 }}>
          <Col xs={24} md={12}>
            <div style={{ position: 'relative' }}>
              <ProductImage
                url={product.data.imageUrl}
                alt={product.data.name}
                sizes="(max-width: 768px) 100vw, 50vw"
                style={{
                  borderRadius: 12,
                  maxHeight: 560,
                  objectFit: 'contain',
                  background: 'rgba(0,0,0,0.03)',
                }}
                eager
              />
              {product.data.promoActive && (
                <span style={{ position: 'absolute', top: 12, left: 12 }}>
                  <SaleBadge />
                </span>
              )}
            </div>
          </Col>
          <Col xs={24} md={12}>
            <Flex vertical gap={12}>
              <Typography.Title level={1} style={{ margin: 0 }}>
                {product.data.name}
              </Typography.Title>
              <Flex gap={4} wrap>
                <StockBadge inStock={product.data.inStock} />
                <CategoryBadge product={product.data} />
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', fontSize: 16 }}>
                {product.data.description}
              </Typography.Paragraph>
              <Divider style={{ margin: '8px 0' }} />
              <ProductPrice product={product.data} size="large" />
              <div style={{ maxWidth: 360 }}>
                <ProductActions product={product.data} block />
              </div>
            </Flex>
          </Col>
        </Row>
      )}
    </PageSection>
  );
}
