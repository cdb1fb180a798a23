import { PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX } from '../constants';
import type { Locale } from '../common/locale';

interface ProductImageMessages {
  productImagesRequired: string;
  productImagesMax: string;
  productImageNotOurs: string;
  productImageAltTooLong: string;
  productImageUrlNotFirst: string;
}

/** The refusals of a product's image list, in English and in the admin's languages. */
export const productImageMessages: Record<Locale, ProductImageMessages> = {
  en: {
    productImagesRequired: 'A product needs at least one image',
    productImagesMax: `A product has at most ${PRODUCT_IMAGES_MAX} images`,
    productImageNotOurs: 'Please upload the image here: a gallery image must be a file of this site',
    productImageAltTooLong: `An alt text must be at most ${PRODUCT_IMAGE_ALT_MAX} characters`,
    productImageUrlNotFirst: 'The image URL is the first image of the gallery: change them together',
  },
  mk: {
    productImagesRequired: 'Производот мора да има барем една слика',
    productImagesMax: `Производот може да има најмногу ${PRODUCT_IMAGES_MAX} слики`,
    productImageNotOurs: 'Прикачете ја сликата тука: сликите во галеријата мора да бидат датотеки на сајтот',
    productImageAltTooLong: `Алтернативниот текст може да има најмногу ${PRODUCT_IMAGE_ALT_MAX} знаци`,
    productImageUrlNotFirst: 'URL-адресата на сликата е првата слика од галеријата: сменете ги заедно',
  },
  al: {
    productImagesRequired: 'Produkti duhet të ketë të paktën një imazh',
    productImagesMax: `Produkti mund të ketë më së shumti ${PRODUCT_IMAGES_MAX} imazhe`,
    productImageNotOurs: 'Ngarkojeni imazhin këtu: imazhet e galerisë duhet të jenë skedarë të faqes',
    productImageAltTooLong: `Teksti alternativ mund të ketë më së shumti ${PRODUCT_IMAGE_ALT_MAX} karaktere`,
    productImageUrlNotFirst: 'URL-ja e imazhit është imazhi i parë i galerisë: ndryshojini së bashku',
  },
};
