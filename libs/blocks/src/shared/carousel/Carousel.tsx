/**
 * Carousel shell shared by products_carousel, media_carousel and news_carousel.
 * Progressive enhancement (docs/requirements/pages.md#progressive-enhancement): the server renders a horizontally scrolling,
 * scroll-snapping list that works with touch, trackpad and keyboard (the cards' links) without
 * JavaScript. After hydration, previous/next buttons are loaded from a separate chunk
 * (`CarouselControls`), so pages without a carousel never download that code (docs/requirements/pages.md#block-library-goals,
 * "code that only some pages need ... is loaded only where it is used").
 */
import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import styles from './Carousel.module.css';

const CarouselControls = lazy(() => import('./CarouselControls'));

export interface CarouselProps {
  /** Accessible name of the carousel region (e.g. the block title). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slide width preset: `card` (~280px product/news cards) or `wide` (media, ~85% of the track). */
  size?: 'card' | 'wide';
}

/** A labelled region with a scroll-snap list of slides and, after hydration, prev/next buttons. */
export function Carousel({ label, children, size = 'card' }: CarouselProps) {
  const { t } = useBlocksTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const slides = Children.toArray(children);
  if (slides.length === 0) return null;
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      {/* Focusable so keyboard users can scroll it with the arrow keys even when the slides hold no link (WCAG 2.1.1). */}
      <ul ref={trackRef} className={styles.track} data-size={size} tabIndex={0}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide} aria-label={t('carouselSlide', { index: index + 1, total: slides.length })}>
            {slide}
          </li>
        ))}
      </ul>
      {enhanced ? (
        <Suspense fallback={null}>
          <CarouselControls trackRef={trackRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
