import type { Page } from 'playwright-core';

/** Where the keyboard focus landed after one press of Tab. */
export interface TabStop {
  /** Tag, accessible label or text, and test id: enough to recognise the element in a failure. */
  describe: string;
  tag: string;
  /** `aria-label`, the text of its `<label>`, its placeholder or its own text. */
  label: string;
  inHeader: boolean;
  /** A language switcher link (`data-testid="language-…"`) or something inside one. */
  inLanguageSwitcher: boolean;
  /**
   * The element or its parent draws a focus indicator one can see: the browser's own ring, or an outline or
   * box-shadow ring at least 2 px thick and at least half opaque.
   */
  visibleFocus: boolean;
  /** The element cannot be seen: it or an ancestor is aria-hidden, inert, invisible, transparent or has no size. */
  hidden: boolean;
}

async function readStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const chain = [element, element.parentElement].filter((node): node is HTMLElement => node !== null);
    // a focus ring that fades in is judged once it has finished
    await Promise.all(
      chain.flatMap((node) =>
        node.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // an indicator counts when it is at least 2 px thick and at least half opaque (the browser's own ring too)
    const alpha = (color: string) => {
      const values = color.match(/[\d.]+%?/g) ?? [];
      const last = color.includes('/') || /^rgba|^hsla/.test(color) ? values.at(-1) : undefined;
      if (last === undefined) return 1;
      return last.endsWith('%') ? parseFloat(last) / 100 : parseFloat(last);
    };
    const drawsFocus = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle === 'auto' ||
        (style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          alpha(style.outlineColor) >= 0.5);
      const rings = [...style.boxShadow.matchAll(/(\w+\([^)]*\))((?:\s+-?[\d.]+px){2,4})/g)].some(
        ([, color, lengths]) => {
          const spread = parseFloat(lengths?.trim().split(/\s+/)[3] ?? '0');
          return alpha(color ?? '') >= 0.5 && spread >= 2;
        },
      );
      return outline || rings;
    };
    let hidden = element.getClientRects().length === 0;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        node.getAttribute('aria-hidden') === 'true' ||
        node.inert ||
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        parseFloat(style.opacity) === 0
      ) {
        hidden = true;
      }
    }
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement
        ? (element.labels?.[0]?.textContent ?? element.placeholder)
        : element.textContent?.trim().slice(0, 40)) ??
      '';
    const tag = element.tagName.toLowerCase();
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    return {
      describe: `<${tag}> "${label}"${testId ? ` [${testId}]` : ''}`,
      tag,
      label,
      inHeader: element.closest('header') !== null,
      inLanguageSwitcher: element.closest('[data-testid^="language-"]') !== null,
      visibleFocus: chain.some(drawsFocus),
      hidden,
    };
  });
}

/**
 * Presses Tab from the top of the page until `done` holds for a stop, focus leaves the page, or `limit`
 * presses, and answers every stop on the way.
 */
export async function tabThrough(
  page: Page,
  limit: number,
  done: (stop: TabStop) => boolean = () => false,
): Promise<TabStop[]> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  const stops: TabStop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await readStop(page);
    if (!stop) break;
    stops.push(stop);
    if (done(stop)) break;
  }
  return stops;
}
