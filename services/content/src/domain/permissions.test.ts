import { describe, expect, it } from 'vitest';
import { assertContentEditor } from './permissions';

describe('assertContentEditor', () => {
  it('lets a super admin write', () => {
    expect(() => assertContentEditor({ id: 1, role: 'super_admin', username: 'admin' })).not.toThrow();
  });

  it('answers a call without a signed-in admin with UNAUTHENTICATED', () => {
    expect(() => assertContentEditor(null)).toThrowError(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('answers a product manager with CONTENT_FORBIDDEN and the contact-an-administrator text', () => {
    expect(() => assertContentEditor({ id: 2, role: 'product_manager', username: 'pm' })).toThrowError(
      expect.objectContaining({
        code: 'CONTENT_FORBIDDEN',
        statusCode: 403,
        message: expect.stringContaining('contact an administrator'),
      }),
    );
  });
});
