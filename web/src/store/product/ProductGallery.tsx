import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Product } from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../common/use-language';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui';
import { galleryPictures } from './gallery-images';
import './gallery.css';

/**
 * A product's pictures: the main one in a strip that swipes (CSS scroll snapping, so a phone swipes before
 * the page's script runs), buttons for the previous and next one (going round, so a focused button never
 * turns disabled and drops the focus), arrow keys, Home and End, and a row of thumbnails.
 * The first picture is fetched at once (the page's head preloads it), the others when they come near.
 */
export function ProductGallery({ product, badge }: { product: Product; badge?: ReactNode }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const pictures = galleryPictures(product, language);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const many = pictures.length > 1;

  /** The picture a button or key asked for, while the strip glides there (the pictures it passes are not shown ones). */
  const aim = useRef<number | null>(null);

  const show = (index: number) => {
    const target = Math.max(0, Math.min(pictures.length - 1, index));
    const element = strip.current;
    aim.current = target;
    setCurrent(target);
    if (element) element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const position = element.scrollLeft / element.clientWidth;
    if (aim.current !== null) {
      if (Math.abs(position - aim.current) > 0.01) return;
      aim.current = null;
    }
    setCurrent(Math.round(position));
  };
  // a finger or a wheel takes over from a glide that was asked for
  const letGo = () => {
    aim.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: pictures.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || !many) return;
    event.preventDefault();
    show(target);
  };

  return (
    <section
      className="product-gallery"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { name: product.name })}
      onKeyDown={onKeyDown}
    >
      <div className="product-gallery__stage">
        <div
          ref={strip}
          className="product-gallery__strip"
          onScroll={onScroll}
          onPointerDown={letGo}
          onTouchStart={letGo}
          onWheel={letGo}
          tabIndex={many ? 0 : undefined}
          role={many ? 'group' : undefined}
          aria-label={many ? t('gallery.strip') : undefined}
        >
          {pictures.map((picture, index) => (
            <img
              key={picture.main.src}
              className="product-gallery__picture"
              {...picture.main}
              alt={picture.alt}
              aria-hidden={many && index !== current ? true : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          ))}
        </div>
        {badge}
        {many && (
          <>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--previous"
              aria-label={t('gallery.previous')}
              onClick={() => show(current === 0 ? pictures.length - 1 : current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              aria-label={t('gallery.next')}
              onClick={() => show(current === pictures.length - 1 ? 0 : current + 1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {many && (
        <p className="ui-visually-hidden" aria-live="polite">
          {t('gallery.position', { n: current + 1, total: pictures.length })}
        </p>
      )}
      {many && (
        <ol className="product-gallery__thumbnails">
          {pictures.map((picture, index) => (
            <li key={picture.thumbnail.src}>
              <button
                type="button"
                className="product-gallery__thumbnail"
                aria-label={t('gallery.show', { n: index + 1, total: pictures.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img {...picture.thumbnail} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
