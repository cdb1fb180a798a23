import { describe, expect, it } from 'vitest';
import { adminUserCreateSchema, adminUserUpdateSchema, validationMessages } from '../src';
import { issuesAt, parseOk } from './helpers';

describe('admin user create', () => {
  const valid = { username: 'ana', password: 'secret' };

  it('username: 2 characters rejected, 3 accepted', () => {
    expect(issuesAt(adminUserCreateSchema, { ...valid, username: 'an' }, 'username')).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(parseOk(adminUserCreateSchema, { ...valid, username: 'ana' }).username).toBe('ana');
  });

  it('counts the username after trimming', () => {
    expect(issuesAt(adminUserCreateSchema, { ...valid, username: ' an ' }, 'username')).toEqual([
      validationMessages.usernameMin,
    ]);
  });

  it('password: 5 characters rejected, 6 accepted', () => {
    expect(issuesAt(adminUserCreateSchema, { ...valid, password: '12345' }, 'password')).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(parseOk(adminUserCreateSchema, { ...valid, password: '123456' }).password).toBe('123456');
  });

  it('a missing password is rejected with the same message', () => {
    expect(issuesAt(adminUserCreateSchema, { username: 'ana' }, 'password')).toEqual([
      validationMessages.passwordMin,
    ]);
  });

  it('role defaults to product_manager and accepts only the two roles', () => {
    expect(parseOk(adminUserCreateSchema, valid).role).toBe('product_manager');
    expect(parseOk(adminUserCreateSchema, { ...valid, role: 'super_admin' }).role).toBe('super_admin');
    expect(issuesAt(adminUserCreateSchema, { ...valid, role: 'admin' }, 'role')).toEqual([
      validationMessages.roleInvalid,
    ]);
  });

  it('rejects unknown fields', () => {
    expect(adminUserCreateSchema.safeParse({ ...valid, id: 1 }).success).toBe(false);
  });
});

describe('admin user update', () => {
  const valid = { username: 'ana', role: 'product_manager' };

  it.each(['', '   ', undefined])('a password of %j is left out so the current one is kept', (password) => {
    const update = parseOk(adminUserUpdateSchema, { ...valid, password });
    expect(update.password).toBeUndefined();
  });

  it('a short non-blank password is rejected, 6 characters accepted', () => {
    expect(issuesAt(adminUserUpdateSchema, { ...valid, password: '12345' }, 'password')).toEqual([
      validationMessages.passwordMin,
    ]);
    expect(
      parseOk(adminUserUpdateSchema, { ...valid, password: '123456', currentPassword: 'mine' }).password,
    ).toBe('123456');
  });

  it('a new password needs the current password of the admin setting it', () => {
    expect(
      issuesAt(adminUserUpdateSchema, { ...valid, password: 'a new password' }, 'currentPassword'),
    ).toEqual([validationMessages.currentPasswordRequired]);
    expect(
      issuesAt(
        adminUserUpdateSchema,
        { ...valid, password: 'a new password', currentPassword: '' },
        'currentPassword',
      ),
    ).toEqual([validationMessages.currentPasswordRequired]);
    expect(parseOk(adminUserUpdateSchema, { ...valid, currentPassword: '' }).currentPassword).toBeUndefined();
  });

  it('username: 2 characters rejected, 3 accepted', () => {
    expect(issuesAt(adminUserUpdateSchema, { ...valid, username: 'an' }, 'username')).toEqual([
      validationMessages.usernameMin,
    ]);
    expect(parseOk(adminUserUpdateSchema, valid).username).toBe('ana');
  });

  it('role is required', () => {
    expect(issuesAt(adminUserUpdateSchema, { username: 'ana' }, 'role')).toEqual([
      validationMessages.roleInvalid,
    ]);
  });

  it('rejects unknown fields', () => {
    expect(adminUserUpdateSchema.safeParse({ ...valid, createdAt: 'x' }).success).toBe(false);
  });
});
