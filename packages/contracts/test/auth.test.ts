import { describe, expect, it } from 'vitest';
import { authCheckSchema, callerSchema, loginBodySchema, sessionClaimsSchema } from '../src';
import { issuesAt, parseOk } from './helpers';

describe('login body', () => {
  it.each([{}, { username: '' }, { username: '   ' }])('requires the username (%j)', (patch) => {
    expect(issuesAt(loginBodySchema, { password: 'secret', ...patch }, 'username')).toEqual([
      'Username is required',
    ]);
  });

  it.each([{}, { password: '' }])('requires the password (%j)', (patch) => {
    expect(issuesAt(loginBodySchema, { username: 'admin', ...patch }, 'password')).toEqual([
      'Password is required',
    ]);
  });

  it('accepts one character each and keeps the password as typed', () => {
    expect(parseOk(loginBodySchema, { username: ' a ', password: ' ' })).toEqual({
      username: 'a',
      password: ' ',
    });
  });

  it('rejects unknown fields', () => {
    expect(loginBodySchema.safeParse({ username: 'a', password: 'b', role: 'super_admin' }).success).toBe(
      false,
    );
  });
});

describe('auth shapes', () => {
  it('auth check allows a null role when not authenticated', () => {
    expect(parseOk(authCheckSchema, { authenticated: false, role: null })).toEqual({
      authenticated: false,
      role: null,
    });
    expect(authCheckSchema.safeParse({ authenticated: true, role: 'owner' }).success).toBe(false);
  });

  it('session claims carry the user id as text, the session version and the login time', () => {
    expect(
      parseOk(sessionClaimsSchema, { sub: '1', role: 'super_admin', sv: 0, authTime: 1_700_000_000 }),
    ).toEqual({
      sub: '1',
      role: 'super_admin',
      sv: 0,
      authTime: 1_700_000_000,
    });
    expect(sessionClaimsSchema.safeParse({ sub: 1, role: 'super_admin', sv: 0, authTime: 1 }).success).toBe(
      false,
    );
  });

  it('the caller of an internal call is read from header texts', () => {
    expect(parseOk(callerSchema, { id: '7', role: 'product_manager', username: 'ana' })).toEqual({
      id: 7,
      role: 'product_manager',
      username: 'ana',
    });
    expect(callerSchema.safeParse({ id: '', role: 'product_manager', username: 'ana' }).success).toBe(false);
    expect(callerSchema.safeParse({ id: '7', role: 'visitor', username: 'ana' }).success).toBe(false);
  });
});
