import type { Page } from 'playwright-core';

/**
 * React's hydration complaints: the development wording, and the production build's minified errors
 * (418 server/client mismatch, 419/421 a boundary that fell back to client rendering, 422/423/425 older
 * wordings of a mismatch).
 */
const HYDRATION_MESSAGE = /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

export interface ConsoleWatch {
  /**
   * The console errors, uncaught exceptions and hydration messages of any level seen since the previous call.
   * `answeredWithStatus` names a document deliberately answered with an error status, whose own
   * "Failed to load resource" line is then expected.
   */
  take: (answeredWithStatus?: string) => string[];
}

/** Records, from now on, what the browser console of `page` reports as going wrong. */
export function watchConsole(page: Page): ConsoleWatch {
  let seen: Array<{ text: string; url: string }> = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || HYDRATION_MESSAGE.test(text)) {
      seen.push({ text: `console.${message.type()}: ${text}`, url: message.location().url });
    }
  });
  page.on('pageerror', (error) => seen.push({ text: `uncaught: ${error.message}`, url: page.url() }));
  return {
    take: (answeredWithStatus) => {
      const problems = seen
        .filter(
          ({ text, url }) =>
            !(answeredWithStatus && url === answeredWithStatus && text.includes('Failed to load resource')),
        )
        .map(({ text, url }) => `${text} (${url})`);
      seen = [];
      return problems;
    },
  };
}
