import { Alert, Flex, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CACHE_TIMES, HERO_AUTO_ADVANCE_MS, HERO_HEIGHT_PX, uiMessage } from '@hiti/contracts';
import { useSiteContent } from '../../api/site-content';
import { responsiveImage } from '../../lib/images';
import { byKey, contentText } from '../../lib/site-content';
import { LinkButton } from '../common/LinkButton';
import { useLanguage } from '../common/use-language';
import { defaultSlides, nextSlide, storedSlides } from './hero-slides';

const heroOptions = { staleTime: CACHE_TIMES.heroStaleMs, gcTime: CACHE_TIMES.heroStaleMs };

/** Rotates through `count` slides every 5 s; choosing one restarts the wait. */
export function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, count)),
      HERO_AUTO_ADVANCE_MS,
    );
    return () => window.clearInterval(timer);
  }, [count, index]);
  return [count === 0 ? 0 : index % count, setIndex] as const;
}

export function HeroCarousel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const hero = useSiteContent('hero', heroOptions);
  const heroText = useSiteContent('hero_text', heroOptions);
  const heroTexts = useMemo(() => byKey(heroText.data), [heroText.data]);
  const slides = useMemo(
    () => storedSlides(hero.data, language) ?? defaultSlides(language),
    [hero.data, language],
  );
  const [index, setIndex] = useRotation(slides.length);

  const frame = {
    height: HERO_HEIGHT_PX,
    position: 'relative',
    overflow: 'hidden',
    background: '#1c1917',
  } as const;
  if (hero.isPending) {
    return (
      <Flex justify="center" align="center" style={frame}>
        <Spin description={uiMessage('loading', language)} />
      </Flex>
    );
  }
  if (hero.isError) {
    return (
      <Flex justify="center" align="center" style={frame}>
        <Alert type="error" title={uiMessage('heroLoadError', language)} />
      </Flex>
    );
  }
  if (slides.length === 0) {
    return (
      <Flex justify="center" align="center" style={frame}>
        <Alert type="info" title={uiMessage('heroNoImages', language)} />
      </Flex>
    );
  }

  const mainTitle = contentText(heroTexts, 'hero_main_title', language);
  const subtitle = contentText(heroTexts, 'hero_subtitle', language);
  const productsButton = contentText(heroTexts, 'hero_products_btn_text', language);
  const contactButton = contentText(heroTexts, 'hero_contact_btn_text', language);

  return (
    <section style={frame} aria-roledescription="carousel" data-testid="hero">
      {slides.map((slide, slideIndex) => {
        const image = responsiveImage(slide.image, 1280);
        return (
          <div
            key={slide.key}
            aria-hidden={slideIndex !== index}
            style={{
              position: 'absolute',
              inset: 0,
              opacity: slideIndex === index ? 1 : 0,
              transition: 'opacity 0.8s ease',
            }}
          >
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="100vw"
              alt={slide.title}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              fetchPriority={slideIndex === 0 ? 'high' : 'low'}
            />
            <div
              style={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(90deg, rgba(0,0,0,0.7), rgba(0,0,0,0.15))',
              }}
            />
            <Flex
              vertical
              justify="center"
              gap={16}
              style={{ position: 'absolute', inset: 0, maxWidth: 1280, margin: '0 auto', padding: '0 24px' }}
            >
              <Typography.Title style={{ color: '#fff', maxWidth: 720, margin: 0 }}>
                {slide.title || mainTitle}
              </Typography.Title>
              <Typography.Paragraph style={{ color: '#f5f5f4', fontSize: 18, maxWidth: 620, margin: 0 }}>
                {slide.description || subtitle}
              </Typography.Paragraph>
              <Flex gap={12} wrap>
                <LinkButton to="/products" type="primary" size="large">
                  {productsButton}
                </LinkButton>
                <LinkButton to="/contact" size="large" ghost>
                  {contactButton}
                </LinkButton>
              </Flex>
            </Flex>
          </div>
        );
      })}
      {slides.length > 1 && (
        <Flex gap={8} justify="center" style={{ position: 'absolute', bottom: 20, left: 0, right: 0 }}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t('hero.slideLabel', { number: String(slideIndex + 1) })}
              aria-current={slideIndex === index}
              onClick={() => setIndex(slideIndex)}
              style={{
                width: slideIndex === index ? 28 : 12,
                height: 12,
                borderRadius: 6,
                border: 'none',
                cursor: 'pointer',
                background: slideIndex === index ? '#fb923c' : 'rgba(255,255,255,0.6)',
                transition: 'width 0.3s',
              }}
            />
          ))}
        </Flex>
      )}
    </section>
  );
}
