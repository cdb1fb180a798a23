import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { HERO_AUTO_ADVANCE_MS } from '@hiti/contracts';
import { byKey, contentText } from '../../lib/site-content';
import { LinkButton } from '../common/LinkButton';
import { useLanguage } from '../common/use-language';
import { useReducedMotion } from '../common/use-reduced-motion';
import { Alert, Spinner } from '../ui/Feedback';
import { PauseIcon, PlayIcon } from '../ui/icons';
import { Picture } from '../ui/Picture';
import { nextSlide } from './hero-slides';
import { HERO_IMAGE_BOX, HERO_IMAGE_SIZES, useHeroSlides, useHeroTexts } from './use-hero-slides';
import './home.css';

/** Rotates through `count` slides every 5 s unless paused; choosing one restarts the wait. */
function useRotation(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, count)),
      HERO_AUTO_ADVANCE_MS,
    );
    return () => window.clearInterval(timer);
  }, [count, index, paused]);
  return [count === 0 ? 0 : index % count, setIndex] as const;
}

/**
 * The home page's hero: its main title (the page's h1) and subtitle over rotating pictures, each
 * slide's own title and text below them. Rotation pauses while the pointer or the focus is inside, stops
 * for good with its pause button (WCAG 2.2.2: for touch and screen-reader visitors too) and does not
 * start for visitors who asked for less motion; slides out of view are inert.
 */
export function HeroCarousel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { query: hero, slides } = useHeroSlides();
  const heroText = useHeroTexts();
  const heroTexts = useMemo(() => byKey(heroText.data), [heroText.data]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useRotation(slides.length, hovered || focused || stopped || reducedMotion);

  if (hero.isPending || hero.isError || slides.length === 0) {
    return (
      <section className="hero hero--message" data-testid="hero">
        {hero.isPending ? (
          <Spinner description={t('ui.loading')} />
        ) : (
          <Alert
            type={hero.isError ? 'error' : 'info'}
            title={t(hero.isError ? 'hero.loadFailed' : 'hero.noImages')}
          />
        )}
      </section>
    );
  }

  const mainTitle = contentText(heroTexts, 'hero_main_title', language);
  const subtitle = contentText(heroTexts, 'hero_subtitle', language);
  const productsButton = contentText(heroTexts, 'hero_products_btn_text', language);
  const contactButton = contentText(heroTexts, 'hero_contact_btn_text', language);

  return (
    <section
      className="hero"
      aria-roledescription={t('hero.carousel')}
      aria-labelledby={titleId}
      data-testid="hero"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {slides.map((slide, slideIndex) => (
        <div
          key={slide.key}
          className={`hero__slide${slideIndex === index ? ' hero__slide--active' : ''}`}
          aria-hidden="true"
        >
          <Picture
            url={slide.image}
            sizes={HERO_IMAGE_SIZES}
            box={HERO_IMAGE_BOX}
            variant={1280}
            priority={slideIndex === 0}
          />
        </div>
      ))}
      <div className="hero__shade" />
      <div className="hero__content ui-container">
        <h1 className="hero__title" id={titleId}>
          {mainTitle}
        </h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
        <div className="hero__captions">
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.key}
              className={`hero__caption${slideIndex === index ? ' hero__caption--active' : ''}`}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideLabel', { number: String(slideIndex + 1) })}
              inert={slideIndex !== index}
              aria-hidden={slideIndex !== index}
            >
              {slide.topLine && <p className="hero__caption-top">{slide.topLine}</p>}
              {slide.title && <p className="hero__caption-title">{slide.title}</p>}
              {slide.description && <p className="hero__caption-text">{slide.description}</p>}
            </div>
          ))}
        </div>
        <div className="hero__actions">
          <LinkButton to="/products" type="primary" size="large">
            {productsButton}
          </LinkButton>
          <LinkButton to="/contact" size="large" ghost>
            {contactButton}
          </LinkButton>
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hero__dots">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              className="hero__dot"
              aria-label={t('hero.slideLabel', { number: String(slideIndex + 1) })}
              aria-current={slideIndex === index}
              onClick={() => setIndex(slideIndex)}
            />
          ))}
          {!reducedMotion && (
            <button
              type="button"
              className="hero__dot hero__pause"
              aria-label={t(stopped ? 'hero.play' : 'hero.pause')}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
