import { describe, expect, it } from 'vitest';
import { responsiveImage } from './images';
import { socialHref } from './social-link';

describe('socialHref', () => {
  it('is null for an empty or # value', () => {
    expect(socialHref('')).toBeNull();
    expect(socialHref('  ')).toBeNull();
    expect(socialHref('#')).toBeNull();
    expect(socialHref(undefined)).toBeNull();
  });

  it('adds https:// to a value without an http prefix', () => {
    expect(socialHref('facebook.com/hitikamina')).toBe('https://facebook.com/hitikamina');
    expect(socialHref('http://instagram.com/x')).toBe('http://instagram.com/x');
    expect(socialHref('https://instagram.com/x')).toBe('https://instagram.com/x');
  });
});

describe('responsiveImage', () => {
  it('offers the 320/640/1280 variants of uploaded images', () => {
    expect(responsiveImage('/attached_assets/abc.webp')).toEqual({
      src: '/attached_assets/abc.webp?w=640',
      srcSet:
        '/attached_assets/abc.webp?w=320 320w, /attached_assets/abc.webp?w=640 640w, /attached_assets/abc.webp?w=1280 1280w',
    });
  });

  it('leaves other images and uploaded SVGs as they are', () => {
    expect(responsiveImage('https://cdn.example/a.jpg')).toEqual({ src: 'https://cdn.example/a.jpg' });
    expect(responsiveImage('/images/hero-1.jpg')).toEqual({ src: '/images/hero-1.jpg' });
    expect(responsiveImage('/attached_assets/logo.svg')).toEqual({ src: '/attached_assets/logo.svg' });
  });
});
