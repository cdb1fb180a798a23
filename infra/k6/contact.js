// Contact form load (each request queues a real mail): k6 run -e BASE_URL=http://localhost:8080 infra/k6/contact.js
import http from 'k6/http';
import { check } from 'k6';

export const options = { vus: 5, duration: '30s', thresholds: { http_req_failed: ['rate<0.5'] } };
const base = __ENV.BASE_URL || 'http://localhost:8080';

export default function () {
  const response = http.post(
    `${base}/api/contact`,
    JSON.stringify({
      name: 'Load Test',
      email: `visitor${__VU}@example.com`,
      phone: '070123456',
      subject: 'Прашање за камин',
      message: 'Дали имате камини на дрва на залиха?',
    }),
    { headers: { 'content-type': 'application/json', origin: base } },
  );
  // 202 accepted or 429 once the per-IP limit is reached.
  check(response, { 'accepted or limited': (r) => r.status === 202 || r.status === 429 });
}
