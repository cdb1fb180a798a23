import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTO_ADVANCE_MS } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { HeroCarousel } from './HeroCarousel';

function item(type: SiteContentItem['type'], key: string, content: string, metadata = {}): SiteContentItem {
  return {
    id: key.length,
    key,
    type,
    content,
    contentType: 'text',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function renderHero(path: string, lang: 'mk' | 'al', heroText: SiteContentItem[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteContentKeys.list({ type: 'hero', lang }), [
    item('hero', 'hero_slider_1', '/a.jpg', { title: 'First slide', description: 'first text' }),
    item('hero', 'hero_slider_2', '/b.jpg', { title: 'Second slide', description: 'second text' }),
  ]);
  queryClient.setQueryData(siteContentKeys.list({ type: 'hero_text', lang }), heroText);
  return renderApp(<HeroCarousel />, { queryClient, path });
}

describe('HeroCarousel', () => {
  it('shows the hero text editor main title as the page heading and its subtitle, with the slide titles below', () => {
    renderHero('/al/', 'al', [
      item('hero_text', 'hero_main_title', 'Ngrohtësi që zgjat'),
      item('hero_text', 'hero_subtitle', 'Kamina dhe soba'),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ngrohtësi që zgjat' })).toBeTruthy();
    expect(screen.getByText('Kamina dhe soba')).toBeTruthy();
    expect(screen.getByText('First slide')).toBeTruthy();
  });

  it('keeps the slide out of view inert and its buttons shared, so hidden slides have no Tab stops', () => {
    const { container } = renderHero('/', 'mk', []);
    const captions = container.querySelectorAll('.hero__caption');
    expect(captions).toHaveLength(2);
    expect(captions[0]?.hasAttribute('inert')).toBe(false);
    expect(captions[1]?.hasAttribute('inert')).toBe(true);
    expect(container.querySelectorAll('.hero__caption a, .hero__caption button')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Hiti Kamina – топлина што трае' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Погледнете ги производите' })).toHaveLength(1);
  });

  it('describes the carousel and its slides to screen readers in the page language', () => {
    const { container, unmount } = renderHero('/', 'mk', []);
    expect(screen.getByTestId('hero').getAttribute('aria-roledescription')).toBe('вртелешка');
    expect(container.querySelector('.hero__caption')?.getAttribute('aria-roledescription')).toBe('слајд');
    unmount();
    const albanian = renderHero('/al/', 'al', []);
    expect(screen.getByTestId('hero').getAttribute('aria-roledescription')).toBe('karusel');
    expect(albanian.container.querySelector('.hero__caption')?.getAttribute('aria-roledescription')).toBe(
      'sllajd',
    );
  });
});

describe('HeroCarousel rotation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const shownSlide = () =>
    screen
      .getAllByRole('button', { name: /^(Слајд|Sllajdi) \d$/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const waitSlides = (count: number) => act(() => vi.advanceTimersByTime(count * HERO_AUTO_ADVANCE_MS));

  it.each([
    ['/', 'mk', 'Запри ги слајдовите', 'Пушти ги слајдовите'],
    ['/al/', 'al', 'Ndalo sllajdet', 'Nis sllajdet'],
  ] as const)(
    'on %s, can be stopped for good by a visitor without a mouse (a phone, a screen reader), and started again',
    (path, lang, pause, play) => {
      vi.useFakeTimers();
      renderHero(path, lang, []);
      expect(shownSlide()).toBe(0);
      waitSlides(1);
      expect(shownSlide()).toBe(1);

      const button = screen.getByRole('button', { name: pause });
      fireEvent.click(button);
      // the focus and the pointer leave the carousel: it stays where the visitor stopped it
      fireEvent.blur(button);
      fireEvent.mouseLeave(screen.getByTestId('hero'));
      waitSlides(3);
      expect(shownSlide()).toBe(1);

      fireEvent.click(screen.getByRole('button', { name: play }));
      fireEvent.blur(screen.getByRole('button', { name: pause }));
      waitSlides(1);
      expect(shownSlide()).toBe(0);
    },
  );
});
