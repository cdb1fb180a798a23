import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { watchConsole, type ConsoleWatch } from '../support/console-watch';
import { sidewaysOverflow } from '../support/overflow';
import { newVisitorContext, PHONE, useBrowserPage } from '../support/page';
import { firstProductId, publicRoutes } from '../support/public-routes';

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

  it.each(routes)('$path does not scroll sideways', async ({ path }) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});
