import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { DEFAULT_UNIT_TYPE, isOwnImagePath, promoDateInstant, showroomDay } from '@hiti/contracts';
import type {
  BilingualProduct,
  BilingualText,
  ProductCreateInput,
  ProductImage,
  ProductUnit,
} from '@hiti/contracts';
import {
  specificationsToForm,
  specificationsToBody,
  type SpecificationFormValues,
} from './specification-form-values';

/** What the product form holds: texts in both languages, the category by its id. */
export interface ProductFormValues {
  name: BilingualText;
  description: BilingualText;
  category: number | null;
  /** The product code; empty for none. */
  code: string;
  /** Its brand by id; null for none. */
  brandId: number | null;
  /** The gallery in order, the first being the card image. */
  images: ProductImage[];
  pdfUrl: string;
  featured: boolean;
  fullPrice: number | null;
  unitPrice: number | null;
  unitType: ProductUnit;
  inStock: boolean;
  promoEnabled: boolean;
  promoPrice: number | null;
  /** The promotion's first and last day, as the date pickers hold them: a calendar day in the showroom. */
  promoStartDate: Dayjs | null;
  promoEndDate: Dayjs | null;
  specifications: SpecificationFormValues;
  /** The showrooms where it can be seen, by store id. */
  displayStoreIds: number[];
}

const CALENDAR_DAY = 'YYYY-MM-DD';

/**
 * A stored promotion date as the day it falls on in the showroom (Europe/Skopje), for a date picker: dayjs
 * reads a bare day as local midnight, so the picker shows that day whatever the browser's zone.
 */
const toPickedDay = (instant: string | null) => (instant ? dayjs(showroomDay(instant)) : null);

/** A picked day as the instant the promotion starts or ends: that day's first or last millisecond in Skopje. */
const toPromoInstant = (day: Dayjs, edge: 'start' | 'end') =>
  promoDateInstant(day.format(CALENDAR_DAY), edge).toISOString();

export function emptyProductForm(category: number | null = null): ProductFormValues {
  return {
    name: { mk: '', al: '' },
    description: { mk: '', al: '' },
    category,
    code: '',
    brandId: null,
    images: [],
    pdfUrl: '',
    featured: false,
    fullPrice: null,
    unitPrice: null,
    unitType: DEFAULT_UNIT_TYPE,
    inStock: true,
    promoEnabled: false,
    promoPrice: null,
    promoStartDate: null,
    promoEndDate: null,
    specifications: {},
    displayStoreIds: [],
  };
}

/** A stored product as form values; the promotion switch is on only when price, start and end all exist. */
export function productToForm(product: BilingualProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.categoryId,
    code: product.code ?? '',
    brandId: product.brand?.id ?? null,
    images: product.images,
    pdfUrl: product.pdfUrl ?? '',
    featured: product.featured,
    fullPrice: product.fullPrice,
    unitPrice: product.unitPrice,
    unitType: product.unitType,
    inStock: product.inStock,
    promoEnabled:
      product.promoPrice !== null && product.promoStartDate !== null && product.promoEndDate !== null,
    promoPrice: product.promoPrice,
    promoStartDate: toPickedDay(product.promoStartDate),
    promoEndDate: toPickedDay(product.promoEndDate),
    specifications: specificationsToForm(product.specifications),
    displayStoreIds: product.displayStoreIds ?? [],
  };
}

/**
 * The images of the request body: the card image, and the gallery. A single image from elsewhere (a product
 * entered by URL before galleries) goes as the image URL alone, which may be any web address.
 */
function imageFields(images: readonly ProductImage[]): Pick<ProductCreateInput, 'imageUrl' | 'images'> {
  const [first] = images;
  if (!first) return { imageUrl: '' };
  if (images.length === 1 && !isOwnImagePath(first.url)) return { imageUrl: first.url };
  return { imageUrl: first.url, images: [...images] };
}

/**
 * The request body; with the promotion switched off its price and dates are sent as null. With the
 * attributes of the chosen category (`specificationKeys`) only their values are sent, an empty one as null.
 */
export function formToProductBody(
  values: ProductFormValues,
  specificationKeys?: readonly string[],
): ProductCreateInput {
  const promo = values.promoEnabled;
  return {
    name: values.name,
    description: values.description,
    category: values.category ?? '',
    code: values.code ?? '',
    brandId: values.brandId ?? null,
    ...imageFields(values.images ?? []),
    pdfUrl: values.pdfUrl,
    featured: values.featured,
    fullPrice: values.fullPrice ?? null,
    unitPrice: values.unitPrice ?? null,
    unitType: values.unitType || DEFAULT_UNIT_TYPE,
    inStock: values.inStock,
    onPromo: promo,
    promoPrice: promo ? (values.promoPrice ?? null) : null,
    promoStartDate: promo && values.promoStartDate ? toPromoInstant(values.promoStartDate, 'start') : null,
    promoEndDate: promo && values.promoEndDate ? toPromoInstant(values.promoEndDate, 'end') : null,
    specifications: specificationsToBody(values.specifications, specificationKeys),
    displayStoreIds: values.displayStoreIds ?? [],
  };
}
