import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeServiceBasics } from '@hiti/local/test-env';
import { startNotify, type StartedNotify } from './support/start-notify';

let notify: StartedNotify;

beforeAll(async () => {
  notify = await startNotify();
});

afterAll(async () => {
  await notify.close();
});

describeServiceBasics('notify', () => notify.app);

describe('notify metrics', () => {
  it('reports the mail queue by state', async () => {
    const response = await notify.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/hiti_mail_queue_jobs\{state="waiting",service="notify"\} \d+/);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});
