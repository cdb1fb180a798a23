import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([red, green, blue]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red ?? 0) + 0.7152 * linear(green ?? 0) + 0.0722 * linear(blue ?? 0);
}

function contrast(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/**
 * The lowest contrast between the text of `element` (light text over a picture) and any pixel behind it:
 * the element is photographed with its text made transparent, inside its border, and its text colour is
 * compared with the brightest pixel found there. What axe-core cannot judge over a picture, measured.
 */
export async function lowestContrastOverPicture(element: Locator): Promise<number> {
  const page = element.page();
  // Without transitions, the colour read is the text's own: a text photographed just before (the ghost button
  // of the previous slide) would otherwise still be fading back from transparent, and read as nearly black.
  const still = await page.addStyleTag({ content: '* { transition: none !important; }' });
  const textColour = await element.evaluate((node) => {
    const channels = getComputedStyle(node).color.match(/\d+(\.\d+)?/g) ?? [];
    return channels.slice(0, 3).map(Number);
  });
  const hidden = await page.addStyleTag({ content: '* { color: transparent !important; }' });
  const shot = await element.screenshot();
  await hidden.evaluate((node) => node.parentNode?.removeChild(node));
  await still.evaluate((node) => node.parentNode?.removeChild(node));
  const image = sharp(shot);
  const { width = 0, height = 0 } = await image.metadata();
  const inset = 4;
  const { data, info } = await image
    .extract({ left: inset, top: inset, width: width - 2 * inset, height: height - 2 * inset })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let brightest = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    brightest = Math.max(
      brightest,
      luminance([data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0]),
    );
  }
  return contrast(luminance(textColour), brightest);
}
