import { vi } from 'vitest';
import type { Category, Language, Product, ProductPage } from '@hiti/contracts';

export interface CatalogStub {
  /** The catalogue in a language (`?lang=`), in the list's order. */
  products: (language: Language) => Product[];
  categories: (language: Language) => Category[];
}

function json(answer: unknown): Response {
  return new Response(JSON.stringify(answer), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

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
 * Stubs `fetch` with the showroom's catalogue reads: pages of products and the categories in the language
 * asked for; every other read answers an empty list. Returns the product queries asked, in order.
 */
export function stubCatalogApi(stub: CatalogStub): URLSearchParams[] {
  const productQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const language: Language = url.searchParams.get('lang') === 'al' ? 'al' : 'mk';
      if (url.pathname === '/api/products') {
        productQueries.push(url.searchParams);
        return json(pageOf(stub.products(language), url.searchParams));
      }
      if (url.pathname === '/api/categories') return json(stub.categories(language));
      return json([]);
    }),
  );
  return productQueries;
}

/** A category as the API answers it in one language. */
export function aCategory(id: number, name: string): Category {
  return { id, name, description: '', imageUrl: null };
}
