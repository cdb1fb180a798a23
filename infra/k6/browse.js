// Visitor browsing load: k6 run -e BASE_URL=http://localhost:8080 infra/k6/browse.js
import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  scenarios: {
    visitors: {
      executor: 'ramping-vus',
      stages: [
        { duration: '30s', target: 50 },
        { duration: '1m', target: 50 },
      ],
    },
  },
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<300'] },
};

const base = __ENV.BASE_URL || 'http://localhost:8080';
const searches = ['kamin', 'камин', 'soba', 'aksesor', ''];

export default function () {
  const list = http.get(`${base}/api/products?sort=featured`);
  check(list, { 'list 200': (r) => r.status === 200 });
  http.get(`${base}/api/categories`);
  http.get(`${base}/api/site-content?type=hero`);
  const term = searches[Math.floor(Math.random() * searches.length)];
  http.get(`${base}/api/products?search=${encodeURIComponent(term)}&inStock=true`);
  const products = list.json();
  if (Array.isArray(products) && products.length > 0) {
    const product = products[Math.floor(Math.random() * products.length)];
    check(http.get(`${base}/api/products/${product.id}`), { 'detail 200': (r) => r.status === 200 });
  }
  sleep(1);
}
