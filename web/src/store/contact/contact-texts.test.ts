import { describe, expect, it } from 'vitest';
import { localizeContentItem } from '@hiti/contracts';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { byKey } from '../../lib/site-content';
import { contactFormTexts, showroomDetails, telHref } from './contact-texts';
import { contactMap } from './maps';

function stored(key: string, mk: string, al = ''): BilingualSiteContentItem {
  return {
    id: key.length,
    key,
    type: 'contact',
    content: { mk, al },
    contentType: 'text',
    metadata: {},
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('contact page texts', () => {
  it('hides every showroom detail nobody entered (no made-up phone or address)', () => {
    expect(showroomDetails(new Map(), 'mk')).toMatchObject({ address: '', phone: '', email: '' });
    const blank = byKey([localizeContentItem(stored('contact_phone', '  '), 'mk')]);
    expect(showroomDetails(blank, 'mk').phone).toBe('');
  });

  it('shows what staff entered, in the page language', () => {
    const items = byKey(
      [
        stored('contact_address', 'ул. Илинденска 1, Тетово', 'Rr. Ilindenit 1, Tetovë'),
        stored('contact_phone', '+389 44 123 456'),
      ].map((item) => localizeContentItem(item, 'al')),
    );
    expect(showroomDetails(items, 'al')).toMatchObject({
      address: 'Rr. Ilindenit 1, Tetovë',
      phone: '+389 44 123 456',
    });
  });

  it('dials only the digits of a phone number', () => {
    expect(telHref('+389 (44) 123-456')).toBe('tel:+38944123456');
  });

  it('takes the form texts from the content, else the defaults of the language', () => {
    const items = byKey([localizeContentItem(stored('contact_name_label', 'Вашето име', ''), 'mk')]);
    const texts = contactFormTexts(items, 'mk');
    expect(texts.labels.name).toBe('Вашето име');
    expect(texts.labels.email).toBe('Е-пошта');
    expect(contactFormTexts(new Map(), 'al').submit).toBe('Dërgo mesazhin');
  });
});

describe('contact map', () => {
  it('frames a stored Google embed and opens it as a page when no address is entered', () => {
    const map = contactMap('https://www.google.com/maps?q=Tetovo&output=embed', '');
    expect(map).toEqual({
      embed: 'https://www.google.com/maps?q=Tetovo&output=embed',
      page: 'https://www.google.com/maps?q=Tetovo',
    });
  });

  it('maps the address when the stored map is not one the site may frame', () => {
    const map = contactMap('<iframe src="http://evil.example/x"></iframe>', 'Тетово');
    expect(map?.embed).toBe(
      'https://www.google.com/maps?q=%D0%A2%D0%B5%D1%82%D0%BE%D0%B2%D0%BE&output=embed',
    );
    expect(map?.page).toContain('query=%D0%A2');
  });

  it('shows no map without a stored map or an address', () => {
    expect(contactMap('', '  ')).toBeNull();
  });
});
