import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core';
import { launchBrowser } from './browser';

export const DESKTOP: ViewportSize = { width: 1280, height: 900 };
/** A common phone's CSS viewport. */
export const PHONE: ViewportSize = { width: 390, height: 844 };

/** A desktop-sized page in a fresh headless Chromium for the test file; closed after it. */
export function useBrowserPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error('the browser page is not open yet');
    return page;
  };
}

/** The browsing context of a new visitor (storage of its own) in the browser of `page`. */
export async function newVisitorContext(
  page: Page,
  viewport: ViewportSize = DESKTOP,
): Promise<BrowserContext> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  return browser.newContext({ viewport });
}

/** A desktop-sized page of a new visitor in the browser of `page`, handed to `visit` and closed after it. */
export async function asNewVisitor<T>(page: Page, visit: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await newVisitorContext(page);
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
