import { chromium, type Browser } from 'playwright-core';
import { ensureSystemDependencies, findOnPath } from '@hiti/local';

/** Debian's Chromium, headless, without the background traffic a closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  ensureSystemDependencies(['chromium']);
  const executablePath = findOnPath('chromium') ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
