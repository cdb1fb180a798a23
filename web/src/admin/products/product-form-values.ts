import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { DEFAULT_UNIT_TYPE } from '@hiti/contracts';
import type { BilingualProduct, BilingualText, ProductCreateInput } from '@hiti/contracts';

/** What the product form holds: texts in both languages, the category by its id. */
export interface ProductFormValues {
  name: BilingualText;
  description: BilingualText;
  category: number | null;
  imageUrl: string;
  pdfUrl: string;
  featured: boolean;
  fullPrice: number | null;
  unitPrice: number | null;
  unitType: string;
  inStock: boolean;
  promoEnabled: boolean;
  promoPrice: number | null;
  promoStartDate: Dayjs | null;
  promoEndDate: Dayjs | null;
}

export function emptyProductForm(category: number | null = null): ProductFormValues {
  return {
    name: { mk: '', al: '' },
    description: { mk: '', al: '' },
    category,
    imageUrl: '',
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
  };
}

/** A stored product as form values; the promotion switch is on only when price, start and end all exist. */
export function productToForm(product: BilingualProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.categoryId,
    imageUrl: product.imageUrl,
    pdfUrl: product.pdfUrl ?? '',
    featured: product.featured,
    fullPrice: product.fullPrice,
    unitPrice: product.unitPrice,
    unitType: product.unitType,
    inStock: product.inStock,
    promoEnabled:
      product.promoPrice !== null && product.promoStartDate !== null && product.promoEndDate !== null,
    promoPrice: product.promoPrice,
    promoStartDate: product.promoStartDate ? dayjs(product.promoStartDate) : null,
    promoEndDate: product.promoEndDate ? dayjs(product.promoEndDate) : null,
  };
}

/** The request body; with the promotion switched off its price and dates are sent as null. */
export function formToProductBody(values: ProductFormValues): ProductCreateInput {
  const promo = values.promoEnabled;
  return {
    name: values.name,
    description: values.description,
    category: values.category ?? '',
    imageUrl: values.imageUrl,
    pdfUrl: values.pdfUrl,
    featured: values.featured,
    fullPrice: values.fullPrice ?? null,
    unitPrice: values.unitPrice ?? null,
    unitType: values.unitType || DEFAULT_UNIT_TYPE,
    inStock: values.inStock,
    onPromo: promo,
    promoPrice: promo ? (values.promoPrice ?? null) : null,
    promoStartDate:
      promo && values.promoStartDate ? values.promoStartDate.startOf('day').toISOString() : null,
    promoEndDate: promo && values.promoEndDate ? values.promoEndDate.endOf('day').toISOString() : null,
  };
}
