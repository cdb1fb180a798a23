// Staff editing products: log in once per virtual user, then read the list and change one product's stock
// flag back and forth. k6 run -e BASE_URL=... -e ADMIN_USERNAME=admin -e ADMIN_PASSWORD=... infra/k6/admin-edit.ts
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import type { Options } from 'k6/options';
import { BASE_URL, THRESHOLDS } from './thresholds';

export const options: Options = {
  scenarios: {
    staff: { executor: 'constant-vus', vus: 3, duration: '2m' },
  },
  thresholds: THRESHOLDS,
};

interface Product {
  id: number;
  inStock: boolean;
}

const headers = { 'content-type': 'application/json', origin: BASE_URL };
let loggedIn = false;

function logIn(): void {
  const response = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ username: __ENV.ADMIN_USERNAME || 'admin', password: __ENV.ADMIN_PASSWORD || '' }),
    { headers },
  );
  if (response.status !== 200)
    fail(`login answered ${response.status}: set ADMIN_USERNAME and ADMIN_PASSWORD`);
  loggedIn = true;
}

export default function staff(): void {
  if (!loggedIn) logIn(); // the session cookie stays in this virtual user's cookie jar
  const list = http.get(`${BASE_URL}/api/products`);
  check(list, { 'list 200': (response) => response.status === 200 });
  const products = list.json() as Product[] | null;
  if (!Array.isArray(products) || products.length === 0) return;
  const product = products[(__VU + __ITER) % products.length] as Product;
  const update = http.patch(
    `${BASE_URL}/api/products/${product.id}`,
    JSON.stringify({ inStock: !product.inStock }),
    { headers },
  );
  check(update, { 'edit 200': (response) => response.status === 200 });
  sleep(2);
}
