import type { BilingualCategory, Category } from '../public/category';
import type { BilingualProduct, Product } from '../public/product';

const CREATED = '2025-01-01T00:00:00.000Z';

/** What a product's answer derives from its prices: the price it sells at and whether its promotion runs. */
function prices(fields: Partial<BilingualProduct>) {
  const fullPrice = fields.fullPrice === undefined ? 1000 : fields.fullPrice;
  const promoActive = fields.promoActive ?? false;
  const effectivePrice =
    fields.effectivePrice ??
    (promoActive && fields.promoPrice != null ? fields.promoPrice : (fullPrice ?? 0));
  return { fullPrice, promoActive, effectivePrice };
}

/**
 * A product as the API answers it with both languages: in stock, no promotion, priced `fullPrice` (1000
 * unless given), its one picture as its gallery; every field can be given.
 */
export function aBilingualProduct(fields: Partial<BilingualProduct> = {}): BilingualProduct {
  const imageUrl = fields.imageUrl ?? '/images/categories/fireplaces.jpg';
  return {
    id: 1,
    name: { mk: 'Камин 1', al: 'Kamin 1' },
    description: { mk: 'Камин на дрва', al: 'Kamin me dru' },
    categoryId: 1,
    category: { mk: 'Камини', al: 'Kamina' },
    imageUrl,
    images: [{ url: imageUrl, alt: { mk: '', al: '' } }],
    unitPrice: null,
    unitType: 'piece',
    inStock: true,
    onPromo: false,
    promoPrice: null,
    promoStartDate: null,
    promoEndDate: null,
    featured: false,
    pdfUrl: null,
    code: null,
    brand: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
    ...prices(fields),
  };
}

/** A product as the API answers it in one language (Macedonian texts unless given), as aBilingualProduct. */
export function aProduct(fields: Partial<Product> = {}): Product {
  const { name = 'Камин 1', description = 'Камин на дрва', category = 'Камини', ...rest } = fields;
  return { ...aBilingualProduct(rest), name, description, category };
}

/** A category as the API answers it with both languages. */
export function aBilingualCategory(fields: Partial<BilingualCategory> = {}): BilingualCategory {
  return {
    id: 1,
    name: { mk: 'Камини', al: 'Kamina' },
    description: { mk: '', al: '' },
    imageUrl: null,
    ...fields,
  };
}

/** A category as the API answers it in one language. */
export function aCategory(fields: Partial<Category> = {}): Category {
  return { id: 1, name: 'Камини', description: '', imageUrl: null, ...fields };
}
