// Visitors browsing: pages, their assets and the API. k6 run -e BASE_URL=https://hiti.localhost infra/k6/browse.ts
import http from 'k6/http';
import { check, sleep } from 'k6';
import type { Options } from 'k6/options';
import { BASE_URL, THRESHOLDS } from './thresholds';

export const options: Options = {
  scenarios: {
    visitors: {
      executor: 'ramping-vus',
      stages: [
        { duration: '30s', target: 50 },
        { duration: '2m', target: 50 },
        { duration: '15s', target: 0 },
      ],
    },
  },
  thresholds: THRESHOLDS,
};

const PAGES = ['/', '/products', '/about', '/contact'];
const SEARCHES = ['kamin', 'камин', 'soba', 'aksesor', ''];

interface ProductSummary {
  id: number;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

export default function visitor(): void {
  const page = http.get(`${BASE_URL}${pick(PAGES)}`, { headers: { accept: 'text/html' } });
  check(page, { 'page 200': (response) => response.status === 200 });
  const assets = String(page.body ?? '').match(/\/assets\/[^"']+\.(js|css)/g) ?? [];
  for (const asset of assets.slice(0, 3)) http.get(`${BASE_URL}${asset}`);

  const list = http.get(`${BASE_URL}/api/products?sort=featured`);
  check(list, { 'list 200': (response) => response.status === 200 });
  http.get(`${BASE_URL}/api/categories`);
  http.get(`${BASE_URL}/api/site-content?type=hero`);
  http.get(`${BASE_URL}/api/products?search=${encodeURIComponent(pick(SEARCHES))}&inStock=true`);
  const products = list.json() as ProductSummary[] | null;
  if (Array.isArray(products) && products.length > 0) {
    const detail = http.get(`${BASE_URL}/api/products/${pick(products).id}`);
    check(detail, { 'detail 200': (response) => response.status === 200 });
  }
  sleep(1);
}
