import { describe, expect, it } from 'vitest';
import { imageTypeError, isAcceptedImageMime, isPdfMime, pdfTypeError } from '../src';

describe('image upload type', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'IMAGE/PNG'])('accepts %s', (mime) => {
    expect(isAcceptedImageMime(mime)).toBe(true);
    expect(imageTypeError(mime)).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/html', ''])('rejects %j', (mime) => {
    expect(imageTypeError(mime)).toBe('imageType');
  });

  it('accepts SVG only for the logo', () => {
    expect(isAcceptedImageMime('image/svg+xml', { logo: true })).toBe(true);
    expect(imageTypeError('image/svg+xml', { logo: true })).toBeNull();
    expect(imageTypeError('image/gif', { logo: true })).toBe('logoImageType');
  });
});

describe('PDF upload type', () => {
  it('accepts application/pdf only', () => {
    expect(isPdfMime('application/pdf')).toBe(true);
    expect(pdfTypeError('application/pdf')).toBeNull();
    for (const mime of ['application/x-pdf', 'image/png', 'text/plain', '']) {
      expect(pdfTypeError(mime)).toBe('pdfType');
    }
  });
});
