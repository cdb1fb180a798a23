import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  contactAcceptedSchema,
  enquiryPageSchema,
  enquirySchema,
  validationMessages,
} from '@hiti/contracts';
import { parseCsv } from '../src/domain/csv';
import { loginAs, nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const json = { 'content-type': 'application/json' };
/** The sink refuses every mail to this address for a while (a mailbox that is temporarily full). */
const UNREACHABLE = 'full-mailbox@example.com';
let system: TestSystem;
let manager: string;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['identity', 'notify'],
    smtpReject: ({ to }) => (to.includes(UNREACHABLE) ? { code: 452, message: 'Mailbox full' } : null),
  });
  admin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

let sent = 0;

async function send(fields: Record<string, unknown> = {}): Promise<string> {
  sent += 1;
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    remoteAddress: nextClientAddress(),
    payload: {
      name: `Visitor ${sent}`,
      email: `gw-visitor${sent}@example.com`,
      phone: '+389 70 123 456',
      subject: `Gateway question ${sent}`,
      message: 'Do you deliver to Ohrid?',
      language: 'al',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(202);
  return contactAcceptedSchema.parse(response.json()).id;
}

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return system.gateway.inject({
    method,
    url,
    headers: { cookie, ...(payload ? json : { 'x-hiti-client': 'web' }) },
    ...(payload ? { payload } : {}),
  });
}

describe('/api/admin/enquiries', () => {
  it('lists a page for a product manager, newest first, with the count of new ones', async () => {
    const first = await send();
    const second = await send();
    const page = await call(manager, 'GET', '/api/admin/enquiries?pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(enquiryPageSchema.parse(page.json()).items.map((item) => item.id)).toEqual([second, first]);
    const count = await call(manager, 'GET', '/api/admin/enquiries/count');
    expect(count.json<{ new: number }>().new).toBeGreaterThanOrEqual(2);
  });

  it('gives an enquiry to a staff member identity knows, and refuses one it does not', async () => {
    const id = await send();
    const known = await call(manager, 'PATCH', `/api/admin/enquiries/${id}`, { assigneeId: 1 });
    expect(known.statusCode).toBe(200);
    expect(enquirySchema.parse(known.json()).assignee).toEqual({ id: 1, username: 'admin' });

    const unknown = await call(manager, 'PATCH', `/api/admin/enquiries/${id}`, { assigneeId: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          {
            path: 'assigneeId',
            key: 'enquiryAssigneeUnknown',
            message: validationMessages.enquiryAssigneeUnknown,
          },
        ],
      },
    });
    const empty = await call(manager, 'PATCH', `/api/admin/enquiries/${id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('keeps a reply that cannot be sent in the outbox, retrying it, and shows that in the thread', async () => {
    const id = await send({ email: UNREACHABLE });
    const replied = await call(manager, 'POST', `/api/admin/enquiries/${id}/replies`, {
      text: 'Po, ne dërgojmë në Ohër.',
    });
    expect(replied.statusCode).toBe(202);
    expect(enquirySchema.parse(replied.json()).status).toBe('answered');

    for (;;) {
      const read = enquirySchema.parse((await call(manager, 'GET', `/api/admin/enquiries/${id}`)).json());
      const mail = read.thread[0]?.mail;
      if (mail && mail.status === 'retrying') {
        expect(mail.lastError).toContain('452');
        expect(mail.sentAt).toBeNull();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('exports the filtered enquiries as CSV, formulas made harmless', async () => {
    const id = await send({ name: '=HYPERLINK("http://evil.test","x")', subject: 'CSV export check' });
    const response = await call(
      manager,
      'GET',
      '/api/admin/enquiries/export.csv?search=CSV%20export%20check',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    const parsed = parseCsv(response.body);
    if (!parsed.ok) throw new Error('the export is not valid CSV');
    const [header, row] = parsed.records.map((record) => record.cells);
    expect(parsed.records).toHaveLength(2);
    const cell = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell('id')).toBe(id);
    expect(cell('name')).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(cell('status')).toBe('new');
  });

  it('lets only a super admin delete an enquiry, and logs the deletion without its content', async () => {
    const id = await send({ subject: 'Private question' });
    expect((await call(manager, 'DELETE', `/api/admin/enquiries/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/enquiries/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/admin/enquiries/${id}`)).statusCode).toBe(404);

    const audit = auditPageSchema.parse((await call(admin, 'GET', '/api/audit?entity=enquiry')).json());
    const entry = audit.items.find((item) => item.entityId === id);
    expect(entry?.action).toBe('delete');
    expect(JSON.stringify(entry)).not.toContain('Private question');
  });

  it('erases one person for a super admin, and logs the counts only', async () => {
    const address = `gw-erase-${Date.now().toString(36)}@example.com`;
    await send({ email: address });
    expect(
      (await call(manager, 'POST', '/api/admin/personal-data/erase', { email: address })).statusCode,
    ).toBe(403);
    const erased = await call(admin, 'POST', '/api/admin/personal-data/erase', { email: address });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ enquiries: 1, newsletter: 0 });

    const bad = await call(admin, 'POST', '/api/admin/personal-data/erase', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);

    const audit = auditPageSchema.parse((await call(admin, 'GET', '/api/audit?entity=personal_data')).json());
    expect(audit.items[0]?.summary).toBe(
      'Erased the personal data of one e-mail address: 1 enquiries, 0 newsletter entries',
    );
    expect(JSON.stringify(audit.items[0])).not.toContain(address);
  });
});
