import type { Page } from 'playwright-core';

/**
 * The elements that reach past the right edge of the viewport (so the page scrolls sideways), each as
 * `tag.class "text"`, outermost first; at most five.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const reaching = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const outermost = reaching.filter((element) => !reaching.includes(element.parentElement as HTMLElement));
    const found = outermost.map(
      (element) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}" (right edge ${Math.round(element.getBoundingClientRect().right)} px)`,
    );
    return found.length ? found.slice(0, 5) : [`the page is ${document.documentElement.scrollWidth} px wide`];
  });
}
