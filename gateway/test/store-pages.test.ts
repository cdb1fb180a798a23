import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { fetchPage, startPageSystem } from './support/web-pages';
import type { TestSystem } from './support/system';

let system: TestSystem;

beforeAll(async () => {
  system = await startPageSystem();
});

afterAll(async () => {
  await system?.close();
});

type JsonLd = Record<string, unknown>;

/** The page's JSON-LD blocks, each parsed. */
function structuredData(html: string): JsonLd[] {
  const { document } = parseHTML(html);
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type);

describe.each([
  {
    path: '/stores',
    lang: 'mk',
    city: 'Скопје',
    name: 'Хити Камина Скопје',
    open: /Отворено сега|Затворено/u,
  },
  { path: '/al/stores', lang: 'sq', city: 'Shkup', name: 'Hiti Kamina Shkup', open: /Hapur tani|Mbyllur/u },
])('the stores page $path', ({ path, lang, city, name, open }) => {
  it('shows every store with its address, phone to tap, hours, open state, map and directions', async () => {
    const { status, html } = await fetchPage(system, path);
    expect(status).toBe(200);
    const { document } = parseHTML(html);
    expect(document.documentElement.getAttribute('lang')).toBe(lang);
    const cards = [...document.querySelectorAll('article.store-card')];
    expect(cards).toHaveLength(6);
    const first = cards[0];
    expect(first?.id).toMatch(/^store-\d+$/u);
    expect(first?.textContent).toContain(name);
    expect(first?.textContent).toContain(city);
    expect(first?.querySelector('a[href^="tel:+3892"]')?.textContent).toBe('+389 2 3100 200');
    expect(first?.querySelector('.store-card__status')?.textContent).toMatch(open);
    expect(first?.querySelectorAll('.store-hours__row').length).toBeGreaterThanOrEqual(7);
    expect(first?.querySelector('a[href^="https://www.openstreetmap.org/?mlat=41.9966"]')).not.toBeNull();
    expect(first?.querySelector('a[href^="https://www.google.com/maps/dir/"]')).not.toBeNull();
    expect(first?.querySelector('a[href^="viber://chat?number=%2B38970310020"]')).not.toBeNull();
    expect(first?.querySelector('img')?.getAttribute('src')).toContain('demo-kamin-druri');
    // no third-party script or frame on the page
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    for (const script of document.querySelectorAll('script[src]')) {
      expect(script.getAttribute('src')).toMatch(/^\//u);
    }
  });

  it('describes each store as a HomeGoodsStore, a branch of the business', async () => {
    const blocks = structuredData((await fetchPage(system, path)).html);
    const stores = ofType(blocks, 'HomeGoodsStore');
    expect(stores).toHaveLength(6);
    const skopje = stores[0] as JsonLd & {
      address: JsonLd;
      geo: JsonLd;
      openingHoursSpecification: JsonLd[];
    };
    expect(skopje['@id']).toMatch(
      /^http:\/\/localhost:\d+\/stores#store-\d+$|^https?:\/\/[^/]+\/stores#store-\d+$/u,
    );
    expect(skopje.name).toBe(name);
    expect(skopje.telephone).toBe('+389 2 3100 200');
    expect(skopje.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: city,
      postalCode: '1000',
      addressCountry: 'MK',
    });
    expect(skopje.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.9966, longitude: 21.4148 });
    expect(skopje.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '20:00',
    });
    const year = new Date().getUTCFullYear() + 1;
    expect(skopje.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: `${year}-01-01`,
      validThrough: `${year}-01-01`,
      opens: '00:00',
      closes: '00:00',
    });
    expect(skopje.branchOf).toEqual({ '@id': expect.stringMatching(/\/#business$/u) as unknown });
  });
});

describe('pages that refer to the stores', () => {
  it('gives the business markup of the home and contact pages the stores as departments, by @id', async () => {
    const storeIds = ofType(structuredData((await fetchPage(system, '/stores')).html), 'HomeGoodsStore').map(
      (store) => store['@id'],
    );
    for (const path of ['/', '/al/contact']) {
      const [business] = ofType(structuredData((await fetchPage(system, path)).html), 'LocalBusiness');
      expect(business?.department).toEqual(storeIds.map((id) => ({ '@id': id })));
    }
  });

  it('lists the stores on the contact page and links the stores page from the header and footer', async () => {
    const { document } = parseHTML((await fetchPage(system, '/al/contact')).html);
    expect(document.querySelectorAll('.contact-stores__item')).toHaveLength(6);
    expect(document.querySelector('.contact-stores__item a')?.getAttribute('href')).toMatch(
      /^\/al\/stores#store-\d+$/u,
    );
    expect(document.querySelector('.site-nav a[href="/al/stores"]')).not.toBeNull();
    expect(document.querySelector('footer a[href="/al/stores"]')).not.toBeNull();
  });

  it('lists both stores pages in the sitemap', async () => {
    const sitemap = await system.gateway.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(sitemap.body).toMatch(/<loc>[^<]*\/stores<\/loc>/u);
    expect(sitemap.body).toMatch(/<loc>[^<]*\/al\/stores<\/loc>/u);
  });
});
