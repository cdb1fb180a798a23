/** The bar every scenario is held to. */
export const THRESHOLDS = {
  http_req_failed: ['rate<0.01'],
  http_req_duration: ['p(95)<200', 'p(99)<400'],
};

export const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
