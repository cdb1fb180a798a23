// Contact form within its limit of 5 messages per minute and address: 4 a minute from this machine.
// Each message is stored and mailed for real (Mailpit catches them in compose).
// k6 run -e BASE_URL=https://hiti.localhost infra/k6/contact.ts
import http from 'k6/http';
import { check } from 'k6';
import type { Options } from 'k6/options';
import { BASE_URL, THRESHOLDS } from './thresholds';

export const options: Options = {
  scenarios: {
    contact: {
      executor: 'constant-arrival-rate',
      rate: 4,
      timeUnit: '1m',
      duration: '3m',
      preAllocatedVUs: 2,
    },
  },
  thresholds: THRESHOLDS,
};

export default function contact(): void {
  const response = http.post(
    `${BASE_URL}/api/contact`,
    JSON.stringify({
      name: 'Load Test',
      email: `visitor${__VU}-${__ITER}@example.com`,
      phone: '070123456',
      subject: 'Прашање за камин',
      message: 'Дали имате камини на дрва на залиха?',
    }),
    { headers: { 'content-type': 'application/json', origin: BASE_URL } },
  );
  check(response, { 'accepted 202': (answer) => answer.status === 202 });
}
