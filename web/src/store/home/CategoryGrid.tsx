import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../common/LocaleLink';
import { useCategories } from '../../api/categories';
import { responsiveImage } from '../../lib/images';
import { PageSection } from '../common/PageSection';
import { categoryFallbackImage, categorySlug } from '../common/category-visuals';
import { useCategoryLabel } from '../common/useCategoryLabel';
import { categoryKey } from '../../lib/product-filters';

export function CategoryGrid() {
  const { t } = useTranslation();
  const categories = useCategories();
  const label = useCategoryLabel();
  if (categories.isError || (categories.isSuccess && categories.data.length === 0)) return null;
  return (
    <PageSection title={t('categories.title')} subtitle={t('categories.subtitle')}>
      {categories.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[20, 20]}>
          {(categories.data ?? []).map((category) => {
            const image = responsiveImage(
              category.imageUrl || categoryFallbackImage(categorySlug(category.name)),
              640,
            );
            return (
              <Col key={category.id} xs={12} md={8} lg={6}>
                <LocaleLink to={`/products?category=${encodeURIComponent(categoryKey(category))}`}>
                  <Card
                    hoverable
                    cover={
                      <img
                        src={image.src}
                        srcSet={image.srcSet}
                        sizes="(max-width: 768px) 50vw, 25vw"
                        alt={label(category.name)}
                        loading="lazy"
                        style={{ height: 160, objectFit: 'cover' }}
                        onError={(event) => {
                          const fallback = categoryFallbackImage(categorySlug(category.name));
                          if (!event.currentTarget.src.endsWith(fallback)) {
                            event.currentTarget.srcset = '';
                            event.currentTarget.src = fallback;
                          }
                        }}
                      />
                    }
                  >
                    <Card.Meta title={label(category.name)} description={category.description || undefined} />
                  </Card>
                </LocaleLink>
              </Col>
            );
          })}
        </Row>
      )}
    </PageSection>
  );
}
