import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  auditSummaryText,
  type AdminUser,
  type AuditEntry,
  type AuditPage,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let adminCookie: string;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity', 'content'] });
  adminCookie = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system.close();
});

async function auditPage(query = '', cookie = adminCookie): Promise<AuditPage> {
  const response = await system.gateway.inject({
    method: 'GET',
    url: `/api/audit${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return auditPageSchema.parse(response.json());
}

function write(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  return system.gateway.inject({ method, url, headers: { ...json, cookie: adminCookie }, payload });
}

describe('GET /api/audit', () => {
  it('records who changed which admin user, when, with before and after and never a password', async () => {
    const startedAt = Date.now();
    const created = (
      await write('POST', '/api/admin-users', { username: 'audited', password: 'first-secret' })
    ).json<AdminUser>();
    await write('PUT', `/api/admin-users/${created.id}`, {
      username: 'audited',
      role: 'super_admin',
      password: 'second-secret-Vista-93',
      currentPassword: system.adminPassword,
    });
    await system.gateway.inject({
      method: 'DELETE',
      url: `/api/admin-users/${created.id}`,
      headers: { cookie: adminCookie, 'x-hiti-client': 'web' },
    });

    const page = await auditPage('?entity=admin_user');
    const entries = page.items.filter((entry) => entry.entityId === String(created.id));
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ id: 1, username: 'admin', role: 'super_admin' });
      expect(entry.entity).toBe('admin_user');
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    }
    const [deleted, updated, createdEntry] = entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(createdEntry).toMatchObject({
      before: null,
      after: { username: 'audited', role: 'product_manager' },
    });
    expect(updated.summary).toBe(
      'Updated admin user audited: role product_manager → super_admin, password changed',
    );
    expect(updated.summarized && auditSummaryText(updated.summarized, 'mk')).toBe(
      'Изменет администраторот audited: улога product_manager → super_admin, лозинката е сменета',
    );
    expect(updated.before).toMatchObject({ role: 'product_manager' });
    expect(updated.after).toMatchObject({ role: 'super_admin' });
    expect(deleted).toMatchObject({ before: { username: 'audited', role: 'super_admin' }, after: null });
    expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash|first-secret|second-secret/);
  });

  it('records writes other routes report through the audit hook (site content)', async () => {
    const created = await write('POST', '/api/site-content', {
      type: 'about',
      key: 'about_audit_note',
      content: { mk: 'Од 1999 година', al: 'Që nga viti 1999' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ id: number }>();
    await write('PATCH', `/api/site-content/${item.id}`, {
      content: { mk: 'Од 1999', al: 'Since 1999' },
    });
    const entries = (await auditPage('?entity=site_content')).items.filter(
      (entry) => entry.entityId === String(item.id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]?.actor.username).toBe('admin');
    expect(entries[0]?.before).toMatchObject({ content: { mk: 'Од 1999 година', al: 'Që nga viti 1999' } });
    expect(entries[0]?.after).toMatchObject({
      content: { mk: 'Од 1999', al: 'Since 1999' },
    });
  });

  it('pages newest first with a total, and filters by entity', async () => {
    for (let index = 0; index < 5; index += 1) {
      await write('POST', '/api/admin-users', { username: `pager-${index}`, password: 'pager-secret' });
    }
    const all = await auditPage('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = await auditPage('?pageSize=2&page=1');
    const second = await auditPage('?pageSize=2&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: all.total });
    expect(first.items.map((entry) => entry.id)).toEqual(all.items.slice(0, 2).map((entry) => entry.id));
    expect(second.items.map((entry) => entry.id)).toEqual(all.items.slice(2, 4).map((entry) => entry.id));
    expect(first.items[0]?.summary).toBe('Created admin user pager-4 (product_manager)');

    const beyond = await auditPage(`?pageSize=2&page=${Math.ceil(all.total / 2) + 1}`);
    expect(beyond.items).toEqual([]);

    const onlyContent = await auditPage('?entity=site_content&pageSize=100');
    expect(onlyContent.items.length).toBeGreaterThan(0);
    expect(onlyContent.items.every((entry) => entry.entity === 'site_content')).toBe(true);
    expect(onlyContent.total).toBe(onlyContent.items.length);
  });

  it('rejects a bad query with 400', async () => {
    for (const query of ['?pageSize=101', '?page=0', '?entity=planet', '?colour=red']) {
      const response = await system.gateway.inject({
        method: 'GET',
        url: `/api/audit${query}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('is for super admins only', async () => {
    const anonymous = await system.gateway.inject({ method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    const manager = await loginAs(system, 'product_manager');
    const forbidden = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit',
      headers: { cookie: manager },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
