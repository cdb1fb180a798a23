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
 * the page's script runs), buttons and arrow keys for the previous and next one, and a row of thumbnails.
 * The first picture is fetched at once (the page's head preloads it), the others when they come near.
 */
export function ProductGallery({ product, badge }: { product: Product; badge?: ReactNode }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const pictures = galleryPictures(product, language);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const many = pictures.length > 1;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(pictures.length - 1, index));
    const element = strip.current;
    setCurrent(target);
    if (element) element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = strip.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
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
              disabled={current === 0}
              onClick={() => show(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              aria-label={t('gallery.next')}
              disabled={current === pictures.length - 1}
              onClick={() => show(current + 1)}
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
