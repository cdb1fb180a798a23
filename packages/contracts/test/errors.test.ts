import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorCodes, errorMessage, errorStatus } from '../src';
import type { ErrorCode } from '../src';

describe('error catalogue', () => {
  it.each(errorCodes)('%s has a status between 400 and 599 and a message', (code) => {
    expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
    expect(errorStatus(code)).toBeLessThanOrEqual(599);
    expect(errorMessage(code).length).toBeGreaterThan(0);
  });

  it('codes are upper snake case', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('uses the texts of the specification where it has one', () => {
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Invalid username or password. Please try again.');
    expect(errorMessage('UNAUTHENTICATED')).toBe('Please log in to access this page.');
    expect(errorMessage('CONTENT_NOT_FOUND')).toBe('Could not find the content item to update.');
    expect(errorMessage('IMAGE_TYPE_INVALID')).toBe(
      'Invalid file type: Please select an image file (JPEG, PNG, or WebP)',
    );
    expect(errorMessage('PDF_TYPE_INVALID')).toBe('Invalid file type: Please select a PDF file');
  });

  it('maps codes to the statuses of the design', () => {
    const expected: Partial<Record<ErrorCode, number>> = {
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      PRODUCT_NOT_FOUND: 404,
      CATEGORY_NAME_TAKEN: 409,
      PAYLOAD_TOO_LARGE: 413,
      IMAGE_TYPE_INVALID: 415,
      RATE_LIMITED: 429,
      DEPENDENCY_UNAVAILABLE: 503,
    };
    for (const [code, status] of Object.entries(expected))
      expect(errorStatus(code as ErrorCode)).toBe(status);
  });

  it('gives every code in Macedonian (Cyrillic) and Albanian, each its own text', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    for (const code of errorCodes) {
      const en = errorMessage(code, 'en');
      expect(errorMessage(code, 'mk')).toMatch(cyrillic);
      expect(errorMessage(code, 'al')).not.toMatch(cyrillic);
      expect(errorMessage(code, 'al')).not.toBe(en);
    }
    expect(errorMessage('PRODUCT_NOT_FOUND', 'mk')).toBe('Производот не е пронајден');
    expect(errorMessage('FORBIDDEN', 'al')).toBe('Nuk keni leje për këtë.');
  });

  it('describes the one error shape on the wire', () => {
    expect(
      errorBodySchema.safeParse({
        error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'name', message: 'y' }] },
      }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ code: 'X', message: 'y' }).success).toBe(false);
  });
});
