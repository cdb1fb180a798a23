import type { Product } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { responsiveImage } from '../../lib/images';
import { categoryListingPath } from '../../lib/product-filters';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { breadcrumbs, productData } from '../head/structured-data';
import { useSiteOrigin } from '../head/use-site-origin';
import { localizePath } from '../i18n/language-path';
import { galleryPictures } from './gallery-images';

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
  // every picture of the gallery, the first being the one link previews show
  const images = (product?.images ?? []).map((picture) =>
    new URL(responsiveImage(picture.url, 1280).src, origin).toString(),
  );
  const image = images[0];
  const first = product ? galleryPictures(product, language)[0]?.main : undefined;
  usePageHead(
    product
      ? {
          title: product.name,
          description: shorten(product.description),
          image,
          type: 'product',
          preloadImage: first && { href: first.src, srcSet: first.srcSet, sizes: first.sizes },
          // structured data is written on the server only (see useBusinessData)
          jsonLd: import.meta.env.SSR
            ? [
                productData(product, url(`/product/${product.id}`), images, language),
                breadcrumbs([
                  { name: t('nav.home'), url: url('/') },
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
