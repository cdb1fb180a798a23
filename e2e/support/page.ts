import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

const DESKTOP = { width: 1280, height: 900 };

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

/**
 * A desktop-sized page of a new visitor (storage of its own) in the browser of `page`, handed to `visit`
 * and closed after it.
 */
export async function asNewVisitor<T>(page: Page, visit: (visitor: Page) => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
