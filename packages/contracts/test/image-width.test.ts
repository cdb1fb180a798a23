import { describe, expect, it } from 'vitest';
import { ASSET_FILENAME_PATTERN, imageWidthOf, nameWithImageWidth, offeredVariants } from '../src';

describe('a picture named with its width', () => {
  it('marks only pictures narrower than the largest variant, with a name that stays a valid asset name', () => {
    const name = nameWithImageWidth('0b7d5c1e-1111-4222-8333-944445555666.jpg', 600);
    expect(name).toBe('0b7d5c1e-1111-4222-8333-944445555666_600w.jpg');
    expect(ASSET_FILENAME_PATTERN.test(name)).toBe(true);
    expect(nameWithImageWidth('a.png', 1280)).toBe('a.png');
    expect(nameWithImageWidth('a.png', 4000)).toBe('a.png');
  });

  it('reads the width back from a path or URL, and nothing from names without it', () => {
    expect(imageWidthOf('/attached_assets/a_600w.jpg')).toBe(600);
    expect(imageWidthOf('/attached_assets/a_600w.webp?w=320')).toBe(600);
    expect(imageWidthOf('/attached_assets/a.jpg')).toBeUndefined();
    expect(imageWidthOf('/attached_assets/a_600w.pdf')).toBeUndefined();
    expect(imageWidthOf('/attached_assets/a_2000w.jpg')).toBeUndefined();
  });

  it('offers the variants narrower than the picture and one holding all of it', () => {
    expect(offeredVariants(undefined)).toEqual([
      { variant: 320, width: 320 },
      { variant: 640, width: 640 },
      { variant: 1280, width: 1280 },
    ]);
    expect(offeredVariants(600)).toEqual([
      { variant: 320, width: 320 },
      { variant: 640, width: 600 },
    ]);
    expect(offeredVariants(320)).toEqual([{ variant: 320, width: 320 }]);
  });
});
