import { useTranslation } from '../../i18n/use-translation';
import { useCategories } from '../../api/categories';
import { categoryListingPath } from '../../lib/product-filters';
import { LocaleLink } from '../common/LocaleLink';
import { PageSection } from '../common/PageSection';
import { categoryFallbackImage, categorySlug } from '../common/category-visuals';
import { useCategoryLabel } from '../common/useCategoryLabel';
import { Skeleton } from '../ui/Feedback';
import { Card, Grid } from '../ui/Layout';
import { Picture } from '../ui/Picture';
import './home.css';

/** The bundled category pictures are 640 × 420; uploaded ones are cropped to the card. */
const CATEGORY_IMAGE_BOX = { width: 640, height: 420 };
const columns = { xs: 2, md: 3, lg: 4 };

export function CategoryGrid() {
  const { t } = useTranslation();
  const categories = useCategories();
  const label = useCategoryLabel();
  if (categories.isError || (categories.isSuccess && categories.data.length === 0)) return null;
  return (
    <PageSection title={t('categories.title')} subtitle={t('categories.subtitle')}>
      <Grid columns={columns} gap={16}>
        {categories.isPending
          ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} image={160} lines={2} />)
          : categories.data.map((category) => {
              const fallback = categoryFallbackImage(categorySlug(category.name));
              return (
                <LocaleLink key={category.id} to={categoryListingPath(category)} className="category-card">
                  <Card
                    hoverable
                    className="category-card__frame"
                    cover={
                      <Picture
                        url={category.imageUrl || fallback}
                        fallback={fallback}
                        sizes="(max-width: 767px) 50vw, (max-width: 991px) 33vw, 320px"
                        box={CATEGORY_IMAGE_BOX}
                      />
                    }
                  >
                    <h3 className="category-card__name">{label(category.name)}</h3>
                    {category.description && (
                      <p className="category-card__description">{category.description}</p>
                    )}
                  </Card>
                </LocaleLink>
              );
            })}
      </Grid>
    </PageSection>
  );
}
