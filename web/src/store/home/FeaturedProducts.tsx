import { CACHE_TIMES, FEATURED_ON_HOME } from '@hiti/contracts';
import { useFeaturedProducts } from '../../api/products';
import { contentText } from '../../lib/site-content';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { ProductGrid, ProductGridSkeleton } from '../products/ProductGrid';
import './home.css';

export function FeaturedProducts() {
  const language = useLanguage();
  const products = useFeaturedProducts();
  const { items } = useContentMap('featured_products', {
    staleTime: CACHE_TIMES.featuredStaleMs,
    gcTime: CACHE_TIMES.featuredStaleMs,
  });
  const featured = products.data?.items ?? [];
  if (products.isError || (products.isSuccess && featured.length === 0)) return null;
  return (
    <PageSection
      title={contentText(items, 'featured_products_title', language)}
      subtitle={contentText(items, 'featured_products_description', language)}
      className="home-band"
    >
      {products.isPending ? (
        <ProductGridSkeleton count={FEATURED_ON_HOME} />
      ) : (
        <ProductGrid products={featured} />
      )}
      <div className="home-actions">
        <LinkButton to="/products" type="primary" size="large">
          {contentText(items, 'view_all_products_btn', language)}
        </LinkButton>
      </div>
    </PageSection>
  );
}
