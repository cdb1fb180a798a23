import { describe, expect, it } from 'vitest';
import { localizeHref, localizeLinks } from './localize-links';

describe('links of a stored text in the language it is shown in', () => {
  it('sends an Albanian reader to the Albanian page, query and fragment kept', () => {
    expect(localizeHref('/contact', 'al')).toBe('/al/contact');
    expect(localizeHref('/', 'al')).toBe('/al/');
    expect(localizeHref('/products?category=1#list', 'al')).toBe('/al/products?category=1#list');
    expect(localizeHref('/product/22', 'al')).toBe('/al/product/22');
    expect(localizeHref('/al/privacy', 'al')).toBe('/al/privacy');
  });

  it('sends a Macedonian reader to the Macedonian page, even from a link written for Albanian', () => {
    expect(localizeHref('/contact', 'mk')).toBe('/contact');
    expect(localizeHref('/al/terms', 'mk')).toBe('/terms');
    expect(localizeHref('/al', 'mk')).toBe('/');
  });

  it('leaves files, other sites, mail links and unknown paths as written', () => {
    for (const href of [
      '/uploads/catalogue.pdf',
      '/api/products',
      '/admin',
      '//example.com/contact',
      'https://example.com/contact',
      'mailto:info@hiti-kamina.mk',
      '#top',
    ]) {
      expect(localizeHref(href, 'al')).toBe(href);
    }
  });

  it('rewrites every link of a text and nothing else', () => {
    const html =
      '<p>Na shkruani në faqen <a href="/contact">Kontakti</a> ose në ' +
      '<a href="mailto:info@hiti-kamina.mk">info@hiti-kamina.mk</a>; shihni <a href="/privacy">privatësinë</a>.</p>';
    expect(localizeLinks(html, 'al')).toBe(
      '<p>Na shkruani në faqen <a href="/al/contact">Kontakti</a> ose në ' +
        '<a href="mailto:info@hiti-kamina.mk">info@hiti-kamina.mk</a>; shihni <a href="/al/privacy">privatësinë</a>.</p>',
    );
    expect(localizeLinks(html, 'mk')).toBe(html);
  });
});
