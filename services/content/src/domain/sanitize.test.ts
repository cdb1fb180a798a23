import { describe, expect, it } from 'vitest';
import { containsMarkup, sanitizeContentHtml, storedContent } from './sanitize';

describe('sanitizeContentHtml', () => {
  it('removes scripts with their text', () => {
    expect(sanitizeContentHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event attributes and keeps the element', () => {
    expect(sanitizeContentHtml('<p onclick="alert(1)" onmouseover="x()">Text</p>')).toBe('<p>Text</p>');
  });

  it('drops javascript: and other unsafe link targets, also when disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps the allowed markup as it is', () => {
    const html =
      '<h2>1. Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> ' +
      '<u>f</u> <span>g</span><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote>' +
      '<p><a href="https://example.mk/x" rel="noopener noreferrer" target="_blank">link</a> ' +
      '<a href="mailto:info@hitikamina.mk">mail</a> <a href="tel:+38944000000">tel</a> <a href="/contact">c</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes tags outside the policy but keeps their text, and drops styles and classes', () => {
    expect(sanitizeContentHtml('<div class="x"><h1>Big</h1><p style="color:red">t</p></div>')).toBe(
      'Big<p>t</p>',
    );
    expect(
      sanitizeContentHtml('<iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>'),
    ).toBe('');
  });
});

describe('storedContent', () => {
  it('always sanitizes legal pages', () => {
    expect(storedContent('legal', 'text', '<p>ok</p><script>x</script>')).toBe('<p>ok</p>');
  });

  it('sanitizes other texts only when they hold markup, so plain text keeps its characters', () => {
    expect(storedContent('about', 'text', 'Tom & Jerry < 5 "quoted"')).toBe('Tom & Jerry < 5 "quoted"');
    expect(storedContent('about', 'text', 'Hi <img src=x onerror=alert(1)>there')).toBe('Hi there');
  });

  it('keeps the characters of a text whose markup it takes out, never entities', () => {
    expect(storedContent('contact', 'text', 'Камини & печки <b>Хити</b> "5 < 6"')).toBe(
      'Камини & печки Хити "5 < 6"',
    );
    expect(storedContent('contact', 'text', 'a<b>c</b> &amp; d<script>alert(1)</script>')).toBe('ac & d');
  });

  it('leaves image paths alone', () => {
    expect(storedContent('hero', 'image', '/attached_assets/a<b.png')).toBe('/attached_assets/a<b.png');
  });
});

describe('containsMarkup', () => {
  it('recognises tags, closing tags and comments but not comparisons', () => {
    expect(containsMarkup('<b>x</b>')).toBe(true);
    expect(containsMarkup('x</p>')).toBe(true);
    expect(containsMarkup('<!-- c -->')).toBe(true);
    expect(containsMarkup('5 < 6 and 7 > 2')).toBe(false);
  });
});
