import { JSON_WRITE, adminCookie, send } from './client';
import { ADMIN_PASSWORD } from './system';

export interface AccountAttackResult {
  cases: number;
  failures: string[];
}

const DEPUTY = { username: 'deputy-of-the-fault-suite', password: 'a deputy with a long phrase' };

async function signIn(base: string, username: string, password: string): Promise<string | null> {
  const answer = await send(base, '/api/auth/login', {
    method: 'POST',
    headers: JSON_WRITE,
    body: JSON.stringify({ username, password }),
  });
  if (answer.status !== 200) return null;
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('hk_session='));
  return cookie?.split(';')[0] ?? null;
}

/**
 * What another super admin or a careless one must not be able to do to the accounts: take over the first
 * administrator, change a password without the current one, register a look-alike of a name, or choose a
 * password from the top of every attacker's list.
 */
export async function accountAttacks(base: string): Promise<AccountAttackResult> {
  const failures: string[] = [];
  let cases = 0;
  const owner = await adminCookie(base);
  const write = (method: string, path: string, cookie: string, body: unknown) =>
    send(base, path, { method, headers: { ...JSON_WRITE, cookie }, body: JSON.stringify(body) });
  const expectStatus = async (
    what: string,
    answer: Promise<{ status: number; body: string }>,
    ...statuses: number[]
  ) => {
    cases += 1;
    const { status, body } = await answer;
    if (!statuses.includes(status)) {
      failures.push(`${what}: ${status} ${body.slice(0, 160)} (expected ${statuses.join(' or ')})`);
    }
  };

  const created = await write('POST', '/api/admin-users', owner, { ...DEPUTY, role: 'super_admin' });
  if (created.status !== 201) {
    return { cases: 1, failures: [`deputy not created: ${created.status} ${created.body}`] };
  }
  const deputyId = (JSON.parse(created.body) as { id: number }).id;
  const deputy = await signIn(base, DEPUTY.username, DEPUTY.password);
  if (!deputy) return { cases: 1, failures: ['the deputy super admin cannot sign in'] };

  await expectStatus(
    "a super admin sets the first administrator's password",
    write('PUT', '/api/admin-users/1', deputy, {
      username: 'admin',
      role: 'super_admin',
      password: 'taken over at night by a deputy',
      currentPassword: DEPUTY.password,
    }),
    403,
  );
  await expectStatus(
    'a super admin renames the first administrator',
    write('PUT', '/api/admin-users/1', deputy, { username: 'not-the-owner', role: 'super_admin' }),
    403,
  );
  await expectStatus(
    'a super admin deletes the first administrator',
    send(base, '/api/admin-users/1', { method: 'DELETE', headers: { ...JSON_WRITE, cookie: deputy } }),
    403,
    409,
  );
  cases += 1;
  if (!(await signIn(base, 'admin', ADMIN_PASSWORD))) failures.push('the first administrator was locked out');

  await expectStatus(
    'a password change without the current password',
    write('PUT', `/api/admin-users/${deputyId}`, deputy, {
      username: DEPUTY.username,
      role: 'super_admin',
      password: 'changed without confirming it',
    }),
    400,
  );
  await expectStatus(
    'a password change with a wrong current password',
    write('PUT', `/api/admin-users/${deputyId}`, deputy, {
      username: DEPUTY.username,
      role: 'super_admin',
      password: 'changed with a guessed password',
      currentPassword: 'a guess',
    }),
    403,
  );
  for (const lookAlike of ['аdmіn', 'ADMİN', 'admin\u200b']) {
    await expectStatus(
      `the look-alike username ${JSON.stringify(lookAlike)}`,
      write('POST', '/api/admin-users', owner, { username: lookAlike, password: DEPUTY.password }),
      400,
      409,
    );
  }
  for (const password of ['123456', 'password', 'qwerty123']) {
    await expectStatus(
      `the password ${password}`,
      write('POST', '/api/admin-users', owner, { username: `weak-${password}`, password }),
      400,
    );
  }
  await send(base, `/api/admin-users/${deputyId}`, {
    method: 'DELETE',
    headers: { ...JSON_WRITE, cookie: owner },
  });
  return { cases, failures };
}
