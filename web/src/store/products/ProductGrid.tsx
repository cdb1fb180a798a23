import type { Product } from '@hiti/contracts';
import { SKELETON_PLACEHOLDERS } from '@hiti/contracts';
import { Card, Grid, Skeleton } from '../ui';
import { ProductCard } from './ProductCard';
import type { CardImageLoading } from './ProductCard';

/** One to four columns depending on the width. */
const COLUMNS = { xs: 1, sm: 2, md: 3, lg: 4 } as const;

/** The widest row: the pictures a listing at the top of its page shows before any scrolling. */
const FIRST_ROW = COLUMNS.lg;

/**
 * The cards; their names are headings one level below the section's (`headingLevel`). At the top of its page
 * (`aboveTheFold`) the first row's pictures load at once and the first one first: it is the page's largest
 * paint on a phone.
 */
export function ProductGrid({
  products,
  headingLevel = 3,
  aboveTheFold = false,
}: {
  products: readonly Product[];
  headingLevel?: 2 | 3;
  aboveTheFold?: boolean;
}) {
  const loading = (index: number): CardImageLoading =>
    !aboveTheFold || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'priority' : 'eager';
  return (
    <Grid columns={COLUMNS} gap={20}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          headingLevel={headingLevel}
          imageLoading={loading(index)}
        />
      ))}
    </Grid>
  );
}

export function ProductGridSkeleton({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <Grid columns={COLUMNS} gap={20} data-testid="product-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton image={220} lines={3} />
        </Card>
      ))}
    </Grid>
  );
}
