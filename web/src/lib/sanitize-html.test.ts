import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    const html = '<h2>1. Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and event attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Hi<script>alert(1)</script><style>p{}</style></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p>after</p>')).toBe('<p>after</p>');
  });

  it('unwraps elements outside the policy and keeps their text', () => {
    expect(sanitizeHtml('<div><p>inside <font color="red">red</font></p></div>')).toBe('<p>inside red</p>');
  });

  it('keeps only safe links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.mk" style="color:red">x</a>')).toBe(
      '<a href="https://example.mk">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@example.mk">x</a>')).toBe(
      '<a href="mailto:info@example.mk">x</a>',
    );
    expect(sanitizeHtml('<a href="/privacy">x</a>')).toBe('<a href="/privacy">x</a>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeHtml('<a href="https://example.mk" target="_blank">x</a>')).toBe(
      '<a href="https://example.mk" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
