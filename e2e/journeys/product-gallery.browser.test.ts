import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BilingualProduct } from '@hiti/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { tabThrough } from '../support/keyboard';
import { PHONE, useBrowserPage } from '../support/page';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();
let phone: BrowserContext;
let product: BilingualProduct;

/** The texts the gallery speaks in each language. */
const TEXTS = {
  mk: {
    prefix: '',
    strip: 'Слики: лизгајте или користете ги стрелките',
    next: 'Следна слика',
    position: 'Слика {n} од {total}',
  },
  al: {
    prefix: '/al',
    strip: 'Imazhet: rrëshqitni ose përdorni shigjetat',
    next: 'Imazhi tjetër',
    position: 'Imazhi {n} nga {total}',
  },
} as const;

const position = (language: keyof typeof TEXTS, n: number) =>
  TEXTS[language].position.replace('{n}', String(n)).replace('{total}', String(product.images.length));

beforeAll(async () => {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as BilingualProduct[];
  const withGallery = products.find((candidate) => candidate.images.length >= 3);
  if (!withGallery) throw new Error('the demo catalogue has no product with three images');
  product = withGallery;
  // a phone: its width, touch, and its own visitor storage
  const browser = currentPage().context().browser();
  if (!browser) throw new Error('no browser');
  phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
});

afterAll(async () => {
  await phone.close();
});

async function openOnPhone(language: keyof typeof TEXTS): Promise<Page> {
  const page = phone.pages()[0] ?? (await phone.newPage());
  await page.goto(`${baseUrl}${TEXTS[language].prefix}/product/${product.id}`, { waitUntil: 'networkidle' });
  return page;
}

const liveText = (page: Page) => page.locator('.product-gallery [aria-live="polite"]').textContent();

describe('a product’s gallery', () => {
  it('is rendered on the server: the first picture preloaded, every picture as WebP variants at its real width, the later ones lazy', async () => {
    const html = await (await fetch(`${baseUrl}/product/${product.id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const first = product.images[0]?.url ?? '';
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*imagesrcset="${first}\\?w=320 320w`));
    const pictures = [...html.matchAll(/<img[^>]*class="product-gallery__picture"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(pictures).toHaveLength(product.images.length);
    pictures.forEach((tag, index) => {
      // the demo pictures are 600 px wide: offered as such, never as a 1280 px variant holding the same pixels
      expect(tag).toContain(`${product.images[index]?.url}?w=640 600w`);
      expect(tag).not.toContain('1280w');
      expect(tag).toMatch(/sizes="[^"]+"/);
      expect(tag).toContain(index === 0 ? 'loading="eager"' : 'loading="lazy"');
    });
  });

  it.each(['mk', 'al'] as const)(
    'on a phone in %s, moves with the arrow keys and the named buttons, focus shown',
    async (language) => {
      const page = await openOnPhone(language);
      const stops = await tabThrough(page, 60, (stop) => stop.label === TEXTS[language].strip);
      const strip = stops.at(-1);
      expect(strip?.label).toBe(TEXTS[language].strip);
      expect(strip?.visibleFocus).toBe(true);
      expect(await liveText(page)).toBe(position(language, 1));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => liveText(page)).toBe(position(language, 2));
      await expect
        .poll(() => page.locator('.product-gallery__thumbnail').nth(1).getAttribute('aria-current'))
        .toBe('true');
      await page.getByRole('button', { name: TEXTS[language].next }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => liveText(page)).toBe(position(language, 3));
      await page.keyboard.press('Home');
      await expect.poll(() => liveText(page)).toBe(position(language, 1));
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it('on a phone, swipes to the next picture with a finger', async () => {
    const page = await openOnPhone('mk');
    const box = await page.locator('.product-gallery__strip').boundingBox();
    if (!box) throw new Error('no gallery on the page');
    const session = await phone.newCDPSession(page);
    // a finger moving from right to left across the picture
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.85;
    const to = box.x + box.width * 0.15;
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 10; step += 1) {
      const x = from + ((to - from) * step) / 10;
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => liveText(page)).toBe(position('mk', 2));
    const snapped = await page
      .locator('.product-gallery__strip')
      .evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth));
    expect(snapped).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
