import type { Product } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { responsiveImage } from '../../lib/images';
import { categoryListingPath } from '../../lib/product-filters';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { breadcrumbs, productData } from '../head/structured-data';
import { useSiteOrigin } from '../head/use-site-origin';
import { localizePath } from '../i18n/language-path';

const DESCRIPTION_CHARS = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

/** The product page's head: its name, description and image, a Product with its Offer, the trail to it. */
export function useProductHead(product: Product | undefined): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const url = (path: string) => new URL(localizePath(path, language), origin).toString();
  const image = product ? new URL(responsiveImage(product.imageUrl, 1280).src, origin).toString() : undefined;
  usePageHead(
    product
      ? {
          title: product.name,
          description: shorten(product.description),
          image,
          type: 'product',
          // structured data is written on the server only (see useBusinessData)
          jsonLd: import.meta.env.SSR
            ? [
                productData(product, url(`/product/${product.id}`), image ?? '', language),
                breadcrumbs([
                  { name: t('meta.breadcrumbHome'), url: url('/') },
                  { name: t('nav.products'), url: url('/products') },
                  { name: product.category, url: url(categoryListingPath({ id: product.categoryId })) },
                  { name: product.name, url: url(`/product/${product.id}`) },
                ]),
              ].filter((data) => data !== null)
            : [],
        }
      : { title: t('nav.products') },
  );
}
