import type { Product } from '@hiti/contracts';
import { LocaleLink } from '../common/LocaleLink';
import { Card, Paragraph, Title } from '../ui';
import { CategoryBadge, SaleBadge, StockBadge } from './ProductBadges';
import { CompareToggle } from '../compare/CompareToggle';
import { ProductActions } from './ProductActions';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { useOpenedFromListState } from './list-return';
import './products.css';

/** How a card's picture loads: lazily below the fold, at once in the first row, first of all as the LCP. */
export type CardImageLoading = 'lazy' | 'eager' | 'priority';

export function ProductCard({
  product,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  product: Product;
  headingLevel?: 2 | 3;
  imageLoading?: CardImageLoading;
}) {
  const fromList = useOpenedFromListState();
  return (
    <Card
      hoverable
      className="product-card"
      bodyClassName="product-card__body"
      cover={
        <>
          {/* the picture repeats the name's link: one tab stop per product, not two */}
          <LocaleLink to={`/product/${product.id}`} state={fromList} tabIndex={-1} aria-hidden>
            <ProductImage
              url={product.imageUrl}
              alt=""
              sizes="(max-width: 575px) 100vw, (max-width: 767px) 50vw, (max-width: 991px) 33vw, 25vw"
              priority={imageLoading === 'priority'}
              eager={imageLoading === 'eager'}
            />
          </LocaleLink>
          {product.promoActive && <SaleBadge />}
        </>
      }
    >
      <div className="product-card__tags">
        <CategoryBadge product={product} />
        <StockBadge inStock={product.inStock} />
      </div>
      <Title level={headingLevel} className="product-card__name">
        <LocaleLink to={`/product/${product.id}`} state={fromList}>
          {product.name}
        </LocaleLink>
      </Title>
      <Paragraph type="secondary" className="product-card__description">
        {product.description}
      </Paragraph>
      <div className="product-card__price">
        <ProductPrice product={product} />
      </div>
      <ProductActions product={product} block />
      <CompareToggle id={product.id} name={product.name} block />
    </Card>
  );
}
