import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  isWebUrlOrSitePath,
  productCreateSchema,
  productUpdateSchema,
  validationMessages,
} from '../src';
import { issuesAt } from './helpers';

const OFF_SITE = [
  '//evil.example/x.pdf',
  '/\\evil.example/x.pdf',
  '\\\\evil.example\\x.pdf',
  '/attached_assets\\..\\x.pdf',
  'https:/\\evil.example/x.pdf',
  'http//evil.example/x.pdf',
  'httpx://evil.example/x.pdf',
  'javascript:alert(1)',
  '/attached_assets/a.pdf\u0000.html',
  'https://',
];

describe('URLs entered by staff', () => {
  it.each(['https://example.com/x.pdf', 'HTTP://example.com/x', '/attached_assets/a.pdf', '/x'])(
    'accepts %s',
    (url) => {
      expect(isWebUrlOrSitePath(url)).toBe(true);
    },
  );

  it.each(OFF_SITE)('refuses %s', (url) => {
    expect(isWebUrlOrSitePath(url)).toBe(false);
  });

  it.each(OFF_SITE)('refuses %s as a product PDF, product image and category image', (url) => {
    const product = { name: 'n', description: 'd', category: 'c', imageUrl: '/attached_assets/a.jpg' };
    expect(issuesAt(productCreateSchema, { ...product, pdfUrl: url }, 'pdfUrl')).toEqual([
      validationMessages.pdfUrlInvalid,
    ]);
    expect(issuesAt(productUpdateSchema, { imageUrl: url }, 'imageUrl')).toEqual([
      validationMessages.imageUrlInvalid,
    ]);
    expect(issuesAt(categoryInputSchema, { name: 'c', imageUrl: url }, 'imageUrl')).toEqual([
      validationMessages.imageUrlInvalid,
    ]);
  });
});
