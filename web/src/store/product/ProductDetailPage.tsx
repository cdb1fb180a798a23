import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import type { Product } from '@hiti/contracts';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { useLanguage, useLocalePath } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { CompareToggle } from '../compare/CompareToggle';
import { CategoryBadge, SaleBadge, StockBadge } from '../products/ProductBadges';
import { ProductActions } from '../products/ProductActions';
import { ProductPrice } from '../products/ProductPrice';
import { listOpenedFrom } from '../products/list-return';
import type { ReturnToList } from '../products/list-return';
import { ArrowLeftIcon, Button, Divider, Paragraph, Result, Skeleton, Title } from '../ui';
import { ProductGallery } from './ProductGallery';
import { ProductMessaging } from './ProductMessaging';
import { ProductOnDisplay } from './ProductOnDisplay';
import { useProductHead } from './product-head';
import { SpecificationTable } from './SpecificationTable';
import { parseProductId, useStoreProduct } from './use-store-product';
import '../products/products.css';

function ProductNotFound() {
  const { t } = useTranslation();
  usePageHead({ title: t('product.notFound'), notFound: true });
  return (
    <PageSection>
      <Result
        status="404"
        title={t('product.notFound')}
        subTitle={t('product.notFoundBody')}
        extra={
          <LinkButton to="/products" type="primary">
            {t('product.back')}
          </LinkButton>
        }
      />
    </PageSection>
  );
}

export function ProductDetailPage() {
  const id = parseProductId(useParams().id);
  const product = useStoreProduct(id);
  if (id === undefined || product.data === null) return <ProductNotFound />;
  return <ProductView product={product} />;
}

function ProductView({ product }: { product: ReturnType<typeof useStoreProduct> }) {
  const { t } = useTranslation();
  useProductHead(product.data ?? undefined);
  const list = listOpenedFrom(useLocation().state);
  const localePath = useLocalePath();
  const backState: ReturnToList | undefined = list ? { restoreScroll: true } : undefined;
  return (
    <PageSection>
      {/* back to the list the product was opened from: its page, filters and sort, and where it was scrolled */}
      <Link to={list ?? localePath('/products')} state={backState} className="product-back">
        <ArrowLeftIcon /> {t('product.back')}
      </Link>
      {product.isPending ? (
        <div className="product-detail">
          <Skeleton image={360} lines={0} />
          <Skeleton lines={8} />
        </div>
      ) : product.isError || !product.data ? (
        // a failure of the server: said in the page's language, never the raw error
        <Result
          status="error"
          title={t('product.loadFailed')}
          subTitle={t('meta.unavailableBody')}
          extra={
            <Button type="primary" loading={product.isFetching} onClick={() => void product.refetch()}>
              {t('meta.retry')}
            </Button>
          }
        />
      ) : (
        <ProductDetails product={product.data} />
      )}
    </PageSection>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <div className="product-detail">
      <ProductGallery product={product} badge={product.promoActive ? <SaleBadge /> : undefined} />
      <div className="product-detail__info">
        <Title level={1}>{product.name}</Title>
        {product.brand && (
          <p className="product-detail__code">{t('product.brand', { brand: product.brand.name })}</p>
        )}
        {product.code && <p className="product-detail__code">{t('product.code', { code: product.code })}</p>}
        <div className="product-card__tags">
          <StockBadge inStock={product.inStock} />
          <CategoryBadge product={product} />
        </div>
        <Paragraph className="product-detail__description">{product.description}</Paragraph>
        <Divider />
        <ProductPrice product={product} size="large" />
        <div className="product-detail__actions">
          <ProductActions product={product} block />
          <CompareToggle id={product.id} name={product.name} block />
        </div>
        <ProductMessaging product={product} />
        <ProductOnDisplay product={product} />
        <SpecificationTable specifications={product.specifications} language={language} />
      </div>
    </div>
  );
}
