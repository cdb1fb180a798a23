import type { Page } from 'playwright-core';

/** The size a finger needs on a phone (Apple's and Material's guidance; WCAG 2.5.5). */
const FINGER_PX = 44;

/**
 * The visible controls of the page smaller than a finger, each as `tag.class WxH "text"`. Links inside a
 * sentence (WCAG's inline exception) and labels of fields (their field is the target) are not counted.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((finger) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button]',
    );
    const inSentence = (element: HTMLElement) => {
      const parent = element.parentElement;
      if (!parent || getComputedStyle(element).display !== 'inline') return false;
      return (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const small: string[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden';
      if (hidden || inSentence(element) || element.closest('[aria-hidden=true]')) continue;
      // a check box or radio is reached through its label, which the row around it makes finger-sized
      const reachedByLabel =
        element.matches('input[type=checkbox], input[type=radio]') && element.closest('label');
      // the frame of a field with an icon or clear button is its target
      const frame = element.closest<HTMLElement>(reachedByLabel ? 'label' : '.ui-input-box');
      const target = frame ? frame.getBoundingClientRect() : box;
      if (target.width + 0.5 >= finger && target.height + 0.5 >= finger) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      const className = String(element.className).split(' ')[0];
      small.push(
        `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} ${Math.round(target.width)}x${Math.round(target.height)} "${name}"`,
      );
    }
    return small;
  }, FINGER_PX);
}
