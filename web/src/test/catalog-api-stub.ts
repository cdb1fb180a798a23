import type { Category, Language, Product, ProductPage } from '@hiti/contracts';
import { onRoute, recordRequests, type SentRequest } from './http-mock';

export interface CatalogStub {
  /** The catalogue in a language (`?lang=`), in the list's order. */
  products: (language: Language) => Product[];
  categories: (language: Language) => Category[];
}

const languageOf = (request: SentRequest): Language => (request.query.get('lang') === 'al' ? 'al' : 'mk');

/** The page a GET /api/products query asks for, filtered by its `category` (an id) only. */
function pageOf(products: Product[], query: URLSearchParams): ProductPage {
  const category = query.get('category');
  const matching = category
    ? products.filter((product) => String(product.categoryId) === category)
    : products;
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? '20');
  const items = matching.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: matching.length, page, pageSize };
}

/**
 * Answers the showroom's catalogue reads: pages of products and the categories in the language asked for.
 * Returns the product list reads, in order.
 */
export function stubCatalogApi(stub: CatalogStub): SentRequest[] {
  onRoute('listProducts', (request) => pageOf(stub.products(languageOf(request)), request.query));
  onRoute('listCategories', (request) => stub.categories(languageOf(request)));
  return recordRequests('listProducts');
}

/** A category as the API answers it in one language. */
export function aCategory(id: number, name: string): Category {
  return { id, name, description: '', imageUrl: null };
}
