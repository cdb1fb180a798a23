import type { Product } from '@hiti/contracts';
import { SKELETON_PLACEHOLDERS } from '@hiti/contracts';
import { Card, Grid, Skeleton } from '../ui';
import { ProductCard } from './ProductCard';

/** One to four columns depending on the width. */
const COLUMNS = { xs: 1, sm: 2, md: 3, lg: 4 } as const;

/** The cards; their names are headings one level below the section's (`headingLevel`). */
export function ProductGrid({
  products,
  headingLevel = 3,
}: {
  products: readonly Product[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid columns={COLUMNS} gap={20}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
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
