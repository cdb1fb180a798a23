import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { watchConsole, type ConsoleWatch } from '../support/console-watch';
import { lowestContrastOverPicture } from '../support/contrast-over-picture';
import { sidewaysOverflow } from '../support/overflow';
import { newVisitorContext, PHONE, useBrowserPage } from '../support/page';
import { firstProductId, publicRoutes } from '../support/public-routes';
import { smallTapTargets } from '../support/tap-targets';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();
const routes = publicRoutes(await firstProductId(baseUrl));
let consoleWatch: ConsoleWatch;

beforeAll(() => {
  consoleWatch = watchConsole(currentPage());
});

describe.each(routes)('the public page $path', ({ path, status }) => {
  let problems: string[];

  beforeAll(async () => {
    const page = currentPage();
    consoleWatch.take();
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(status);
    problems = consoleWatch.take(response?.url());
  });

  it(`answers ${status} and hydrates without a console error or hydration warning`, () => {
    expect(problems).toEqual([]);
  });

  it('has no serious or critical axe-core violation', async () => {
    expect(await seriousAxeViolations(currentPage())).toEqual([]);
  });
});

describe('at phone width (390 px)', () => {
  let phone: BrowserContext;
  beforeAll(async () => {
    phone = await newVisitorContext(currentPage(), PHONE);
  });
  afterAll(async () => {
    await phone.close();
  });

  it.each(routes)('$path does not scroll sideways and its controls are finger-sized', async ({ path }) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it.each(['/', '/al/'])(
    "%s: the hero's texts read at 4.5:1 over the brightest part of every slide",
    async (path) => {
      const page = phone.pages()[0] ?? (await phone.newPage());
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const slides = await page.locator('.hero__dot:not(.hero__pause)').count();
      expect(slides).toBeGreaterThan(1);
      const unreadable: string[] = [];
      for (let slide = 0; slide < slides; slide += 1) {
        const dot = page.locator('.hero__dot:not(.hero__pause)').nth(slide);
        await dot.click();
        await expect.poll(() => dot.getAttribute('aria-current')).toBe('true');
        const texts = page.locator(
          '.hero__title, .hero__subtitle, .hero__caption--active p, .hero .ui-button--ghost',
        );
        for (const text of await texts.all()) {
          const ratio = await lowestContrastOverPicture(text);
          const name = (await text.textContent())?.trim().slice(0, 30);
          if (ratio < 4.5) unreadable.push(`slide ${slide + 1} "${name}": ${ratio.toFixed(2)}:1`);
        }
      }
      expect(unreadable).toEqual([]);
    },
  );
});
