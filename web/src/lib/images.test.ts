import { describe, expect, it } from 'vitest';
import { imageAttributes } from './images';

describe('imageAttributes', () => {
  it('offers the WebP variants of an uploaded picture at the sizes it is shown, in a box of fixed proportions', () => {
    expect(imageAttributes('/attached_assets/a.jpg', '100vw', { width: 1600, height: 700 }, 1280)).toEqual({
      src: '/attached_assets/a.jpg?w=1280',
      srcSet:
        '/attached_assets/a.jpg?w=320 320w, /attached_assets/a.jpg?w=640 640w, /attached_assets/a.jpg?w=1280 1280w',
      sizes: '100vw',
      width: 1600,
      height: 700,
    });
  });

  it('offers a picture narrower than 1280 px at no more than its real width, its largest variant once', () => {
    expect(
      imageAttributes('/attached_assets/a_600w.jpg', '100vw', { width: 1600, height: 700 }, 1280),
    ).toEqual({
      src: '/attached_assets/a_600w.jpg?w=640',
      srcSet: '/attached_assets/a_600w.jpg?w=320 320w, /attached_assets/a_600w.jpg?w=640 600w',
      sizes: '100vw',
      width: 1600,
      height: 700,
    });
    expect(
      imageAttributes('/attached_assets/b_200w.png', '50vw', { width: 4, height: 3 }, 640),
    ).toMatchObject({
      src: '/attached_assets/b_200w.png?w=320',
      srcSet: '/attached_assets/b_200w.png?w=320 200w',
    });
  });

  it('keeps a bundled picture as it is, still with its box', () => {
    expect(imageAttributes('/images/hero-1.jpg', '100vw', { width: 1600, height: 700 })).toEqual({
      src: '/images/hero-1.jpg',
      width: 1600,
      height: 700,
    });
  });
});
