import { inLanguage } from '../common/bilingual-text';
import type { Language } from '../constants';
import type { BilingualCategory, Category } from '../public/category';
import type { Product, BilingualProduct } from '../public/product';
import type {
  SiteContentItem,
  SiteContentMetadata,
  BilingualSiteContentItem,
  BilingualSiteContentMetadata,
} from '../public/site-content';
import { CONTENT_METADATA_TEXT_FIELDS } from '../public/site-content-fields';

/** A product with its texts and its category's name in one language. */
export function localizeProduct(product: BilingualProduct, language: Language): Product {
  return {
    ...product,
    name: inLanguage(product.name, language),
    description: inLanguage(product.description, language),
    category: inLanguage(product.category, language),
  };
}

/** A category with its texts in one language. */
export function localizeCategory(category: BilingualCategory, language: Language): Category {
  return {
    ...category,
    name: inLanguage(category.name, language),
    description: inLanguage(category.description, language),
  };
}

function localizeMetadata(metadata: BilingualSiteContentMetadata, language: Language): SiteContentMetadata {
  const { features, ...rest } = metadata;
  const localized: SiteContentMetadata = {
    ...(rest.phone === undefined ? {} : { phone: rest.phone }),
    ...(rest.email === undefined ? {} : { email: rest.email }),
    ...(rest.mapUrl === undefined ? {} : { mapUrl: rest.mapUrl }),
    ...(rest.imageUrl === undefined ? {} : { imageUrl: rest.imageUrl }),
    ...(rest.removed === undefined ? {} : { removed: rest.removed }),
  };
  for (const field of CONTENT_METADATA_TEXT_FIELDS) {
    const text = metadata[field];
    if (text !== undefined) localized[field] = inLanguage(text, language);
  }
  if (features) {
    localized.features = features.map((feature) => ({
      title: inLanguage(feature.title, language),
      description: inLanguage(feature.description, language),
    }));
  }
  return localized;
}

/** A content item with its text and metadata texts in one language. */
export function localizeContentItem(item: BilingualSiteContentItem, language: Language): SiteContentItem {
  return {
    ...item,
    content: inLanguage(item.content, language),
    metadata: localizeMetadata(item.metadata, language),
  };
}
