import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

/** A desktop-sized page in a fresh headless Chromium for the test file; closed after it. */
export function useBrowserPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error('the browser page is not open yet');
    return page;
  };
}
