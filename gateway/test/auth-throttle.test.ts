import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_IP } from '../src/routes/sign-in';
import { loginWith, nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const PER_USERNAME_FAILURES = 5;
const PER_ACCOUNT_FAILURES = 12;
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['identity'],
    env: { LOGIN_ACCOUNT_MAX_FAILURES: String(PER_ACCOUNT_FAILURES) },
  });
});

afterAll(async () => {
  await system.close();
});

function login(username: string, password: string, remoteAddress = nextClientAddress()) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    remoteAddress,
    payload: { username, password },
  });
}

async function createManager(username: string, password: string): Promise<void> {
  const cookie = await loginWith(system, 'admin', system.adminPassword);
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/api/admin-users',
    headers: { 'content-type': 'application/json', cookie },
    payload: { username, password },
  });
  expect(response.statusCode).toBe(201);
}

const rateLimited = {
  error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
};

describe('login throttle per username and address', () => {
  it(`answers 429 after ${PER_USERNAME_FAILURES} failures from one address, even with the right password`, async () => {
    await createManager('target-one', 'Right-Ember-Vista-93');
    const attacker = nextClientAddress();
    for (let attempt = 0; attempt < PER_USERNAME_FAILURES; attempt += 1) {
      expect((await login('target-one', `guess-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await login('target-one', 'another-guess', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    const rightButBlocked = await login('TARGET-ONE', 'Right-Ember-Vista-93', attacker);
    expect(rightButBlocked.statusCode).toBe(429);
    expect(rightButBlocked.headers['set-cookie']).toBeUndefined();
  });

  it('never locks the owner out from another address: the attacker cannot turn the throttle against them', async () => {
    await createManager('target-owner', 'Right-Ember-Vista-93');
    const attacker = nextClientAddress();
    for (let attempt = 0; attempt <= PER_USERNAME_FAILURES * 2; attempt += 1) {
      await login('target-owner', `guess-${attempt}`, attacker);
    }
    expect((await login('target-owner', 'wrong', attacker)).statusCode).toBe(429);
    expect((await login('target-owner', 'Right-Ember-Vista-93')).statusCode).toBe(200);
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const address = nextClientAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt <= PER_USERNAME_FAILURES; attempt += 1) {
      answers.push((await login('no-such-admin', `guess-${attempt}`, address)).statusCode);
    }
    expect(answers).toEqual([...Array<number>(PER_USERNAME_FAILURES).fill(401), 429]);
  });

  it('keeps other accounts usable while one is throttled', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt <= PER_USERNAME_FAILURES; attempt += 1) {
      await login('target-two', 'wrong', address);
    }
    expect((await login('target-two', 'wrong', address)).statusCode).toBe(429);
    expect((await login('admin', system.adminPassword, address)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    await createManager('forgetful', 'Right-Ember-Vista-93');
    const address = nextClientAddress();
    for (let attempt = 0; attempt < PER_USERNAME_FAILURES - 1; attempt += 1)
      await login('forgetful', 'wrong', address);
    expect((await login('forgetful', 'Right-Ember-Vista-93', address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < PER_USERNAME_FAILURES; attempt += 1) {
      expect((await login('forgetful', 'wrong', address)).statusCode).toBe(401);
    }
    expect((await login('forgetful', 'wrong', address)).statusCode).toBe(429);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip through', async () => {
    const address = nextClientAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_USERNAME_FAILURES * 3 }, (_, attempt) =>
        login('burst-target', `guess-${attempt}`, address),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(PER_USERNAME_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(PER_USERNAME_FAILURES * 2);
  });

  it(`answers 429 from every address once ${PER_ACCOUNT_FAILURES} failures came from many addresses`, async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < PER_ACCOUNT_FAILURES; attempt += 1) {
      codes.push((await login('spread-target', `guess-${attempt}`)).statusCode);
    }
    expect(codes).toEqual(Array<number>(PER_ACCOUNT_FAILURES).fill(401));
    expect((await login('spread-target', 'guess')).statusCode).toBe(429);
  });
});

describe('login throttle per address', () => {
  it(`answers 429 after ${LOGIN_ATTEMPTS_PER_IP.max} attempts from one address, whatever the usernames`, async () => {
    const address = '192.0.2.10';
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_IP.max; attempt += 1) {
      expect((await login(`sprayed-${attempt}`, 'password', address)).statusCode).toBe(401);
    }
    const blocked = await login('admin', system.adminPassword, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect((await login('admin', system.adminPassword, '192.0.2.11')).statusCode).toBe(200);
  });
});

describe('login throttle for IPv6 clients', () => {
  // One IPv6 customer gets a whole /64 network: its 2^64 addresses are one client, or a single attacker
  // could spread guesses over as many addresses as the account's ceiling and lock the owner out.
  const attackerNetwork = (host: number) => `2001:db8:bad:1:${host.toString(16)}::1`;

  it('counts the addresses of one /64 network as one address, and the owner still signs in', async () => {
    await createManager('v6-owner', 'Right-Ember-Vista-93');
    const codes: number[] = [];
    for (let host = 1; host <= PER_ACCOUNT_FAILURES + 1; host += 1) {
      codes.push((await login('v6-owner', `guess-${host}`, attackerNetwork(host))).statusCode);
    }
    expect(codes.slice(0, PER_USERNAME_FAILURES)).toEqual(Array<number>(PER_USERNAME_FAILURES).fill(401));
    expect(codes.slice(PER_USERNAME_FAILURES).every((code) => code === 429)).toBe(true);
    expect((await login('v6-owner', 'Right-Ember-Vista-93', '2001:db8:600d:1::1')).statusCode).toBe(200);
  });

  it('limits the login attempts of one /64 network together, whatever the usernames', async () => {
    const address = (host: number) => `2001:db8:bad:2::${host.toString(16)}`;
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_IP.max; attempt += 1) {
      await login(`v6-sprayed-${attempt}`, 'password', address(attempt + 1));
    }
    expect((await login('admin', system.adminPassword, address(0xffff))).statusCode).toBe(429);
    expect((await login('admin', system.adminPassword, '2001:db8:bad:3::1')).statusCode).toBe(200);
  });
});
